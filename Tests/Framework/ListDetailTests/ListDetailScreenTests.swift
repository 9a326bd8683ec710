import AppRuntime
import ListDetail
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore
import Widgets

/// The component's screen as the runtime draws it, against golden snapshots: the list, the detail
/// beside it when wide and alone when narrow, the sheet, the filter; and what its keys and the
/// mouse do. The planets are all there at once (no hooks): the list → detail → sheet alone.
@Suite struct ListDetailScreenTests {
    private func app(
        width: Int, height: Int = 14, slots: ListDetailSlots<Planet, String> = Planet.slots
    ) -> App {
        let store = Store(
            initial: ListDetailState<Planet, String>(items: Planet.all, note: "almanac"),
            reduce: ListDetailState.reducer(matching: Planet.matches).reduce)
        let screen = ListDetailScreen(store: store, slots: slots)
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
        press([.down], in: app)
        #expect(app.renderFrame().lines.joined().contains("moons  2"), "the detail beside follows the selection")
        press([.character("m")], in: app)
        assertSnapshot(of: app.renderFrame(), named: "sheet-100x14")
        press([.escape], in: app)
        #expect(!app.renderFrame().lines.joined().contains("About Mars"), "Esc closes the sheet first")
    }

    @Test func theDetailAloneWhenNarrowAndEscGoesBack() {
        let app = app(width: 50)
        press([.end, .enter], in: app)
        assertSnapshot(of: app.renderFrame(), named: "detail-50x14")
        #expect(app.renderFrame().line(0).contains("Neptune"), "the title bar names the item drawn alone")
        press([.character("i")], in: app)
        #expect(app.renderFrame().lines.joined().contains("Neptune has 16 known moons."))
        press([.escape, .escape], in: app)
        #expect(app.renderFrame() == self.app(width: 50).pressed([.end]).renderFrame())
    }

    /// The full-screen detail and the mouse: a click beside or below what it drew goes back, a
    /// click on it does nothing; the wheel scrolls a detail taller than the screen, no further than
    /// its end, and the help lists both.
    @Test func theWheelScrollsTheFullScreenDetailAndAClickOutsideItGoesBack() {
        var tall = Planet.slots
        tall.detail = { planet, _ in DetailPane(heading: planet.name, rows: (1...20).map { .field("line", "\($0)") }) }
        let app = app(width: 50, slots: tall)
        press([.enter], in: app)
        let top = app.renderFrame()
        #expect(top.line(1) == " Mercury" + String(repeating: " ", count: 42))
        #expect(app.topScreen.mouseBindings.map(\.gesture) == [.wheel, .clickOutside])
        app.process(mouse: MouseEvent(.wheelDown, x: 10, y: 5))
        #expect(app.renderFrame().line(1).hasPrefix(" line  2 "), "three rows down")
        for _ in 0..<5 { app.process(mouse: MouseEvent(.wheelDown, x: 10, y: 5)) }
        #expect(app.renderFrame().line(12).hasPrefix(" line  20 "), "no further than the end")
        #expect(app.renderFrame().line(1).hasPrefix(" line  9 "))
        for _ in 0..<6 { app.process(mouse: MouseEvent(.wheelUp, x: 10, y: 5)) }
        #expect(app.renderFrame() == top)
        app.process(mouse: MouseEvent(.press(.left), x: 2, y: 1))
        #expect(app.renderFrame() == top, "a click on the detail does nothing")

        for (x, y, place) in [(3, 10, "below"), (40, 2, "beside")] {
            let short = self.app(width: 50)
            press([.enter], in: short)
            #expect(short.topScreen.mouseBindings.map(\.gesture) == [.clickOutside], "nothing to scroll")
            let detail = short.renderFrame()
            short.process(mouse: MouseEvent(.wheelDown, x: 10, y: 5))
            #expect(short.renderFrame() == detail)
            short.process(mouse: MouseEvent(.press(.left), x: x, y: y))
            #expect(short.renderFrame().line(0).contains("Planets · 8"), "a click \(place) it goes back to the list")
        }
    }

    @Test func theWheelMovesAClickSelectsAndASecondClickOpens() {
        let app = app(width: 100)
        _ = app.renderFrame()
        app.process(mouse: MouseEvent(.wheelDown, x: 50, y: 5))
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 4))
        #expect(
            app.renderFrame().lines.joined().contains("moons  2"), "the wheel selected Mars, a click on it opened it")
        app.process(.escape)
        _ = app.renderFrame()
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 2))
        #expect(!app.renderFrame().lines.joined().contains("moons  0"), "a click on Venus selects it")
        app.process(mouse: MouseEvent(.press(.left), x: 3, y: 2))
        #expect(app.renderFrame().lines.joined().contains("moons  0"), "a second click opens it")
    }

    /// Every count in the title bar — the rows, the position, the matches — is written by the
    /// slots' `count` (a section's locale grouping, "1.234"); plain digits by default.
    @Test func theTitleBarWritesItsCountsWithTheSlotsCount() {
        var slots = Planet.slots
        slots.count = { "‹\($0)›" }
        let app = app(width: 100, slots: slots)
        press([.down, .down], in: app)
        let line = app.renderFrame().line(0)
        #expect(line.contains("Planets · ‹8›"), "\(line)")
        #expect(line.contains("‹3›/‹8›"), "\(line)")
        press([.character("/"), .character("u"), .character("r")], in: app)
        #expect(app.renderFrame().line(0).contains("‹3› of ‹8› match"), "\(app.renderFrame().line(0))")
        #expect(self.app(width: 100).renderFrame().line(0).contains("Planets · 8"))
    }

    @Test func slashFiltersAndQTypesWhileTheFieldHasFocus() {
        let app = app(width: 60)
        press([.character("/"), .character("q")], in: app)
        #expect(app.exitCode == nil)
        #expect(app.renderFrame().line(1).contains("/ q"))
        press([.backspace, .character("u"), .character("r")], in: app)
        assertSnapshot(of: app.renderFrame(), named: "filter-60x14")
        #expect(app.renderFrame().line(0).contains("3 of 8 match"), "Mercury, Saturn and Uranus")
        press([.enter, .character("q")], in: app)
        #expect(app.exitCode == 0)
    }

    @Test func aPasteIsOneEditOfTheField() {
        let app = app(width: 60)
        press([.character("/")], in: app)
        app.process(paste: "nep")
        #expect(app.renderFrame().line(0).contains("1 of 8 match"))
        #expect(app.renderFrame().lines.joined().contains("Neptune"))
    }

    @Test func aFilterMatchingNothingSaysSoAndOpensNothing() {
        let app = app(width: 60)
        press([.character("/")] + "pluto".map { .character($0) }, in: app)
        let text = app.renderFrame().lines.joined(separator: "\n")
        #expect(text.contains("No planet matches “pluto”"))
        #expect(text.contains("0 of 8 match"))
        press([.enter], in: app)
        let kept = app.renderFrame()
        press([.enter, .character("m")], in: app)
        #expect(app.renderFrame() == kept, "nothing opens without a row")
        press([.escape], in: app)
        #expect(app.renderFrame().line(0).contains("Planets · 8"), "Esc clears the kept filter")
    }

    @Test func yCopiesTheSelectedName() {
        let app = app(width: 60)
        press([.down], in: app)
        app.process(.character("y"))
        #expect(app.renderFrame().lines.joined().contains("Copied the name to the clipboard: Venus"))
    }
}

extension App {
    /// This app after `keys`.
    fileprivate func pressed(_ keys: [Key]) -> App {
        for key in keys { process(key) }
        return self
    }
}
