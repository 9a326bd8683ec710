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

    /// The global keys are pinned at the right edge: whatever the width, "q quit" is the last binding
    /// to go, and the screen's keys changing leaves them where they were.
    @Test func pinnedBindingsStayAtTheRightAndTheLastOneIsTheLastToBeDropped() {
        let quit = KeyBinding(keys: [.character("q")], label: "quit", help: "Quit")
        let help = KeyBinding(keys: [.character("?")], label: "help", help: "Help")
        let screenKeys = sampleBindings.filter { $0.label != "quit" && $0.label != "help" }
        let bar = StatusBar(bindings: screenKeys, pinned: [help, quit])
        for width in 7...60 {
            let shown = bar.visibleBindings(width: width)
            #expect(shown.last?.label == "quit", "width \(width)")
            #expect(render(bar, width: width, height: 1).line(0).hasSuffix("q quit "), "width \(width)")
        }
        #expect(bar.visibleBindings(width: 33).map(\.label) == ["up", "down", "help", "quit"])
        #expect(bar.visibleBindings(width: 14).map(\.label) == ["quit"], "the first pinned goes first")
        #expect(bar.visibleBindings(width: 6).isEmpty)
        let line = render(bar, width: 64, height: 1).line(0)
        #expect(line == " ↑/k up  ↓/j down  Enter open  / filter  m more  ? help  q quit ")
        let fewer = render(StatusBar(bindings: [screenKeys[2]], pinned: [help, quit]), width: 64, height: 1).line(0)
        #expect(fewer.hasPrefix(" Enter open   "))
        #expect(fewer.firstIndex(of: "?")?.utf16Offset(in: fewer) == line.firstIndex(of: "?")?.utf16Offset(in: line))
    }

    /// A message ("Copied …") takes the screen's part of the bar; the pinned keys — "q quit" — stay.
    @Test func aMessageTakesTheScreensPartWhileItIsSet() {
        let quit = KeyBinding(keys: [.character("q")], label: "quit", help: "Quit")
        let bar = StatusBar(
            bindings: sampleBindings, pinned: [quit], message: "Copied the email to the clipboard: ada@x.io")
        let buffer = render(bar, width: 40, height: 1)
        #expect(buffer.line(0) == " Copied the email to the clipb…  q quit ")
        #expect(buffer[1, 0].style.attributes.contains(.bold))
        let wide = render(bar, width: 64, height: 1).line(0)
        #expect(wide == " Copied the email to the clipboard: ada@x.io" + String(repeating: " ", count: 13) + "q quit ")
        let alone = render(StatusBar(bindings: sampleBindings, message: "Copied"), width: 40, height: 1).line(0)
        #expect(alone == " Copied" + String(repeating: " ", count: 33))
    }
}
