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

    @Test func mouseActionsHaveTheirOwnGroupAfterTheKeys() {
        let mouse = [
            MouseBinding(.wheel, help: "Scroll the list"), MouseBinding(.clickOutside, help: "Close this help"),
        ]
        let text = render(
            HelpOverlay(bindings: sampleBindings, globalBindings: global, mouseBindings: mouse), width: 80, height: 40
        ).lines.joined(separator: "\n")
        let keys = try! #require(text.range(of: "Quit tern"))
        let group = try! #require(text.range(of: "Mouse"))
        let everywhere = try! #require(text.range(of: "Everywhere"))
        #expect(keys.upperBound < everywhere.lowerBound && everywhere.upperBound < group.lowerBound)
        #expect(text.contains("Wheel          Scroll the list"))
        #expect(text.contains("Click outside  Close this help"))
        #expect(!render(HelpOverlay(bindings: sampleBindings), width: 80, height: 40).lines.joined().contains("Mouse"))
    }

    @Test func drawingSaysWhereTheBoxIsAndHowFarItScrolls() {
        var buffer = Buffer(size: Size(width: 40, height: 10))
        let layout = HelpOverlay(bindings: sampleBindings, globalBindings: global, scrollOffset: 100)
            .draw(into: &buffer, area: buffer.area)
        #expect(layout.box == Rect(x: 2, y: 0, width: 36, height: 10))
        #expect(layout.maximumScrollOffset == 10)
        #expect(buffer.line(8).contains("Quit tern"), "an offset past the end shows the last lines")
    }
}
