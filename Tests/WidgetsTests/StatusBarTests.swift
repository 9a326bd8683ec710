import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct StatusBarTests {
    @Test(arguments: snapshotSizes)
    func bindings(size: Size) {
        let bar = StatusBar(bindings: sampleBindings)
        assertSnapshot(
            of: render(bar, width: size.width, height: size.height), named: "list-\(size.width)x\(size.height)")
    }

    @Test func generatedFromTheTable() {
        let line = render(StatusBar(bindings: sampleBindings), width: 100, height: 1).line(0)
        #expect(line.hasPrefix(" ↑/k up  ↓/j down  Enter open  / filter  m more  ? help  q quit"))
        #expect(!line.contains("page"))
    }

    @Test func dropsWholeBindingsThatDoNotFit() {
        let bar = StatusBar(bindings: sampleBindings)
        for width in 1...60 {
            let shown = bar.visibleBindings(width: width)
            let line = render(bar, width: width, height: 1).line(0)
            for binding in shown { #expect(line.contains("\(binding.keyText) \(binding.label)")) }
            #expect(!line.contains("…"))
        }
        #expect(bar.visibleBindings(width: 26).map(\.label) == ["up", "down", "more"])
    }

    /// "q quit" is pinned: whatever the width, it is the last binding to go.
    @Test func aPinnedBindingIsTheLastToBeDropped() {
        let quit = KeyBinding(keys: [.character("q")], label: "quit", help: "Quit")
        let bar = StatusBar(bindings: sampleBindings.filter { $0.label != "quit" }, pinned: [quit])
        for width in 7...60 {
            let shown = bar.visibleBindings(width: width)
            #expect(shown.last?.label == "quit", "width \(width)")
            #expect(render(bar, width: width, height: 1).line(0).contains("q quit"), "width \(width)")
        }
        #expect(bar.visibleBindings(width: 26).map(\.label) == ["up", "down", "quit"])
        #expect(bar.visibleBindings(width: 6).isEmpty)
    }

    @Test func aMessageTakesTheBarsPlaceWhileItIsSet() {
        let bar = StatusBar(
            bindings: sampleBindings, pinned: [sampleBindings[7]],
            message: "Copied the email to the clipboard: ada@x.io")
        let buffer = render(bar, width: 40, height: 1)
        #expect(buffer.line(0) == " Copied the email to the clipboard: ad… ")
        #expect(buffer[1, 0].style.attributes.contains(.bold))
    }
}
