import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct HelpOverlayTests {
    private let global = [
        KeyBinding(keys: [.character("?")], label: "help", help: "Show this help"),
        KeyBinding(keys: [.tab], label: "section", help: "Switch between Users and Weather"),
        KeyBinding(keys: [.control("l")], label: "redraw", help: "Repaint the whole screen"),
        KeyBinding(keys: [.character("q"), .control("c")], label: "quit", help: "Quit tern"),
    ]

    @Test(arguments: snapshotSizes)
    func everyBinding(size: Size) {
        var buffer = backdrop(size)
        HelpOverlay(bindings: sampleBindings, globalBindings: global).render(into: &buffer, area: buffer.area)
        assertSnapshot(of: buffer, named: "list-help-\(size.width)x\(size.height)")
    }

    @Test func listsBindingsHiddenFromTheStatusBar() {
        let buffer = render(HelpOverlay(bindings: sampleBindings), width: 80, height: 24)
        #expect(buffer.lines.contains { $0.contains("PgUp/PgDn") && $0.contains("Move a page") })
    }

    @Test func clipsAndSaysHowManyLinesAreHidden() {
        let buffer = render(HelpOverlay(bindings: sampleBindings, globalBindings: global), width: 40, height: 10)
        #expect(buffer.lines.contains { $0.contains("more") && $0.contains("↓") })
        let scrolled = render(
            HelpOverlay(bindings: sampleBindings, globalBindings: global, scrollOffset: 100), width: 40, height: 10)
        #expect(scrolled.lines.contains { $0.contains("Quit tern") })
    }
}
