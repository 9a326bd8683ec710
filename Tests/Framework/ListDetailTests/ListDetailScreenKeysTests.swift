import AppRuntime
import ListDetail
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore
import Widgets

/// The component's screen with keys the person bound (`Section(title:keys:root:)`, `[keys]` in
/// tern's config file): its tables, the status bar and `?` all follow them.
@Suite struct ListDetailScreenKeysTests {
    private func app(keys: KeyRemap, width: Int = 100, height: Int = 14) -> App {
        let store = Store(
            initial: ListDetailState<Planet, String>(items: Planet.all, note: "almanac"),
            reduce: ListDetailState.reducer(matching: Planet.matches).reduce)
        let screen = ListDetailScreen(store: store, slots: Planet.slots)
        return App(
            name: "planets", terminal: InMemoryTerminal(size: Size(width: width, height: height)),
            sections: [Section(title: "Planets", keys: keys, root: screen)])
    }

    private static let down = KeyRemap(["down": [.character("n")]])

    /// `down = ["n"]`: n moves the selection as ↓ did, ↓ and j no longer do, and the status bar
    /// names n.
    @Test func aBoundKeyMovesAndTheDefaultsNoLonger() {
        let remapped = app(keys: Self.down)
        let plain = app(keys: KeyRemap())
        remapped.process(.character("n"))
        plain.process(.down)
        #expect(remapped.renderFrame().lines.dropLast() == plain.renderFrame().lines.dropLast())
        remapped.process(.down)
        remapped.process(.character("j"))
        #expect(remapped.renderFrame().lines.dropLast() == plain.renderFrame().lines.dropLast())
        #expect(remapped.renderFrame().lines.last?.contains("n down") == true)
    }

    /// The help lists the table as bound: n for down (and in the help's own scroll keys), no ↓/j.
    @Test func theHelpListsTheBoundKeys() {
        let app = app(keys: KeyRemap(["down": [.character("n")], "more_info": [.character("M")]]), height: 40)
        app.process(.character("?"))
        let frame = app.renderFrame()
        assertSnapshot(of: frame, named: "help-with-bound-keys-100x40")
        let help = frame.lines.joined(separator: "\n")
        #expect(!help.contains("↓/j"))
        #expect(frame.lines.contains { $0.contains(" n ") && $0.contains("Move the selection down") })
        #expect(frame.lines.contains { $0.contains(" M ") && $0.contains("more info") })
    }

    /// A key bound to one action is taken from another's defaults: `open = ["m"]` opens with m, and
    /// more info keeps i.
    @Test func aKeyTakenFromAnotherActionLeavesItItsOtherKeys() {
        let app = app(keys: KeyRemap(["open": [.character("m")]]))
        app.process(.character("m"))
        #expect(app.renderFrame().lines.joined().contains("moons  0"), "m opens the detail")
        app.process(.character("i"))
        #expect(app.renderFrame().lines.joined().contains("About Mercury"), "i still opens the sheet")
    }

    /// The app's own keys follow the section's: `quit = ["x"]` quits with x (q no longer), `help =
    /// ["h"]` opens the help with h and closes it with h, and the status bar pins "h help" and "x quit".
    @Test func theAppsGlobalKeysFollowTheSectionsBinding() {
        let app = app(keys: KeyRemap(["quit": [.character("x")], "help": [.character("h")]]))
        let statusBar = app.renderFrame().lines.last ?? ""
        #expect(statusBar.contains("h help") && statusBar.contains("x quit"))
        app.process(.character("q"))
        app.process(.character("?"))
        #expect(app.exitCode == nil && !app.isShowingHelp)
        app.process(.character("h"))
        #expect(app.isShowingHelp)
        #expect(app.renderFrame().lines.last?.contains("Esc/h close") == true)
        app.process(.character("h"))
        #expect(!app.isShowingHelp)
        app.process(.character("x"))
        #expect(app.exitCode == 0)
    }

    /// In the filter field a character types, whatever it is bound to: `repaint = ["z"]` and `down =
    /// ["n", "Ctrl-N"]` leave z and n to the field, and Ctrl-N still moves.
    @Test func inATextFieldABoundCharacterTypes() {
        let app = app(keys: KeyRemap(["repaint": [.character("z")], "down": [.character("n"), .control("n")]]))
        for key: Key in [.character("/"), .character("z"), .character("n")] { app.process(key) }
        #expect(app.renderFrame().lines.joined().contains("/ zn"))
        app.process(.escape)
        app.process(.character("/"))
        app.process(.control("n"))
        let plain = self.app(keys: KeyRemap())
        for key: Key in [.character("/"), .down] { plain.process(key) }
        #expect(app.renderFrame().lines.dropLast() == plain.renderFrame().lines.dropLast())
        #expect(app.renderFrame().lines.last?.contains("↑/Ctrl-N move") == true)
    }
}
