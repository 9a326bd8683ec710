import AppRuntime
import Browser
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore

/// The browser's screen as the runtime draws it, against golden snapshots: the list, the detail
/// beside it when wide and alone when narrow, the sheet, the filter; and what its keys do.
@Suite struct BrowserScreenTests {
    private func app(width: Int, height: Int = 14) -> App {
        let store = Store(
            initial: BrowserState(items: Planet.all), reduce: BrowserState.reducer(matching: Planet.content.matches))
        let screen = BrowserScreen(store: store, content: Planet.content)
        return App(
            name: "planets", terminal: InMemoryTerminal(size: Size(width: width, height: height)),
            sections: [Section(title: "Planets", root: screen)])
    }

    private func press(_ keys: [Key], in app: App) {
        for key in keys { app.process(key) }
    }

    @Test func theListAndTheDetailBesideItWhenWide() {
        let app = app(width: 100)
        assertSnapshot(of: app.renderFrame(), named: "list-100x14")
        press([.down, .down, .enter], in: app)
        assertSnapshot(of: app.renderFrame(), named: "detail-100x14")
        press([.character("m")], in: app)
        assertSnapshot(of: app.renderFrame(), named: "sheet-100x14")
    }

    @Test func theDetailAloneWhenNarrowAndEscGoesBack() {
        let app = app(width: 50)
        press([.end, .enter], in: app)
        assertSnapshot(of: app.renderFrame(), named: "detail-50x14")
        press([.character("i")], in: app)
        #expect(app.renderFrame().lines.joined().contains("Neptune has 16 known moons."))
        press([.escape, .escape], in: app)
        #expect(app.renderFrame() == self.app(width: 50).pressed([.end]).renderFrame())
        press([.escape], in: app)
        #expect(app.exitCode == nil, "Esc on the list is the runtime's back, which stops at the root")
    }

    @Test func theWheelMovesAClickSelectsAndASecondClickOpens() {
        let app = app(width: 100)
        _ = app.renderFrame()
        app.process(mouse: MouseEvent(.wheelDown, x: 50, y: 5))
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 4))
        #expect(app.renderFrame().line(3).contains("moons  2"), "the wheel selected Mars, a click on it opened it")
        app.process(.escape)
        _ = app.renderFrame()
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 2))
        #expect(!app.renderFrame().lines.joined().contains("moons  0"), "a click on Venus selects it")
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 2))
        #expect(app.renderFrame().line(3).contains("moons  0"), "a second click opens it")
    }

    @Test func slashFiltersAndQTypesWhileTheFieldHasFocus() {
        let app = app(width: 60)
        press([.character("/"), .character("q")], in: app)
        #expect(app.exitCode == nil)
        #expect(app.renderFrame().line(1).contains("/ q"))
        press([.backspace, .character("u"), .character("r")], in: app)
        assertSnapshot(of: app.renderFrame(), named: "filter-60x14")
        press([.enter, .character("q")], in: app)
        #expect(app.exitCode == 0)
    }

    @Test func aFilterMatchingNothingSaysSo() {
        let app = app(width: 60)
        press([.character("/")] + "pluto".map { .character($0) }, in: app)
        let text = app.renderFrame().lines.joined(separator: "\n")
        #expect(text.contains("No planets match “pluto”"))
        #expect(text.contains("0 of 8 planets"))
        press([.enter], in: app)
        let accepted = app.renderFrame()
        press([.enter, .character("m")], in: app)
        #expect(app.renderFrame() == accepted, "nothing opens without a row")
    }
}

extension App {
    /// This app after `keys`.
    fileprivate func pressed(_ keys: [Key]) -> App {
        for key in keys { process(key) }
        return self
    }
}
