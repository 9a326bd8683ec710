import TerminalCore
import Widgets

/// The keys and mouse actions that work on every screen, as tables (`KeyMap`s) that the runtime
/// dispatches every global key from and the status bar and help overlay show.
public enum GlobalKeys {
    /// What a global key asks of the runtime.
    public enum Command: Hashable, Sendable {
        /// Esc, ←, Backspace: back one level. The runtime passes these keys to the screen, which
        /// closes what it has open (a sheet, then a detail); listed here so help shows them.
        case back
        /// `?`: show the help overlay.
        case help
        /// Tab: the next section.
        case nextSection
        /// Shift-Tab: the previous section.
        case previousSection
        /// Ctrl-L: draw the whole screen again.
        case repaint
        /// `q`: leave the app.
        case quit
        /// Ctrl-C: leave the app at once.
        case interrupt
    }

    /// What a key asks of the help overlay while it shows.
    public enum HelpCommand: Hashable, Sendable {
        /// Close the help overlay.
        case close
        /// Scroll the help text.
        case scroll(ListMove)
    }

    /// `q`: leave the app named `appName`.
    public static func quit(appName: String) -> KeyBinding {
        KeyBinding(keys: [.character("q")], label: "quit", help: "Quit \(appName)", action: "quit")
    }
    /// `?`: the help overlay.
    public static let help = KeyBinding(keys: [.character("?")], label: "help", help: "Show or hide this help")
    /// Esc, ← and Backspace: back one level, as the screen reads it (`Command.back`).
    public static let back = KeyBinding(
        keys: [.escape, .left, .backspace], label: "back", help: "Go back to the previous screen",
        showsInStatusBar: false)
    /// Tab: the next section (only with more than one).
    public static let nextSection = KeyBinding(
        keys: [.tab], label: "section", help: "Switch to the next section", action: "next_section")
    /// Shift-Tab: the previous section (only with more than one).
    public static let previousSection = KeyBinding(
        keys: [.backTab], label: "previous section", help: "Switch to the previous section", showsInStatusBar: false)
    /// Ctrl-L: repaint the whole screen.
    public static let repaint = KeyBinding(
        keys: [.control("l")], label: "repaint", help: "Repaint the whole screen", showsInStatusBar: false)
    /// Ctrl-C: quit at once.
    public static let interrupt = KeyBinding(
        keys: [.control("c")], label: "quit", help: "Quit at once", showsInStatusBar: false, action: "interrupt")

    /// The table for the app `appName` with `sectionCount` sections (no section keys when there is one).
    public static func keyMap(sectionCount: Int, appName: String) -> KeyMap<Command> {
        var entries = [KeyMap.Entry(back, Command.back), KeyMap.Entry(help, .help)]
        if sectionCount > 1 {
            entries += [KeyMap.Entry(nextSection, .nextSection), KeyMap.Entry(previousSection, .previousSection)]
        }
        return KeyMap(
            entries + [
                KeyMap.Entry(repaint, .repaint), KeyMap.Entry(quit(appName: appName), .quit),
                KeyMap.Entry(interrupt, .interrupt),
            ])
    }

    /// The help overlay's table, shown in the status bar while it shows: close it (with the keys
    /// of `back` and `help` too), scroll it with the list moves (a page with Space too). Not `q`:
    /// it quits, as on every screen.
    public static let helpKeyMap = KeyMap<HelpCommand>([
        KeyMap.Entry(
            KeyBinding(
                keys: [.escape, .character("?"), .left, .backspace, .enter],
                actions: ["back", "help", "back", "back", "close_help"], label: "close", help: "Close this help",
                statusKeyCount: 2),
            .close),
        KeyMap.Entry(
            KeyBinding(
                keys: scrollKeys.map(\.key), actions: scrollKeys.map { ListKeyMap.action(of: $0.move) },
                label: "scroll", help: "Scroll this help", statusKeyCount: 2)
        ) { key in .scroll(scrollKeys.first { $0.key == key }?.move ?? .down) },
    ])

    /// The keys that scroll the help: the list moves but half a page, and Space a page down.
    private static let scrollKeys: [(key: Key, move: ListMove)] = [
        (.up, .up), (.down, .down), (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .top), (.end, .bottom),
        (.character("k"), .up), (.character("j"), .down), (.control("b"), .pageUp), (.control("f"), .pageDown),
        (.character(" "), .pageDown), (.character("g"), .top), (.character("G"), .bottom),
    ]

    /// The app's own mouse actions for an app with `sectionCount` sections: the section names in the
    /// title bar, and closing the help overlay.
    public static func mouseBindings(sectionCount: Int) -> [MouseBinding] {
        let section = MouseBinding(.clickSection, help: "Switch to that section (its name in the title bar)")
        let closeHelp = MouseBinding(.clickOutside, help: "Close this help (the wheel scrolls it)")
        return (sectionCount > 1 ? [section] : []) + [closeHelp]
    }
}
