import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct TextFieldTests {
    private func field(_ text: String, cursor: Int? = nil, focused: Bool = true) -> TextField {
        TextField(
            state: TextFieldState(text: text, cursor: cursor), prompt: "City: ", placeholder: "type a city",
            isFocused: focused)
    }

    @Test(arguments: snapshotSizes)
    func focusedWithText(size: Size) {
        let buffer = render(field("Reykjavík"), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "focused-\(size.width)x\(size.height)")
    }

    /// A selected query is drawn reversed, so the person sees that typing replaces it.
    @Test(arguments: snapshotSizes)
    func focusedWithTheWholeTextSelected(size: Size) {
        var selected = field("Reykjavík")
        selected.state.selectAll()
        let buffer = render(selected, width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "selected-\(size.width)x\(size.height)")
    }

    @Test(arguments: snapshotSizes)
    func unfocusedPlaceholder(size: Size) {
        let buffer = render(field("", focused: false), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "placeholder-\(size.width)x\(size.height)")
    }

    @Test(arguments: snapshotSizes)
    func scrolledLongWideText(size: Size) {
        let text = String(repeating: "東京都千代田区 Chiyoda ", count: 6)
        let buffer = render(field(text), width: size.width, height: size.height)
        assertSnapshot(of: buffer, named: "scrolled-\(size.width)x\(size.height)")
    }

    @Test func cursorStaysVisibleWhenTheTextIsWiderThanTheField() {
        let text = String(repeating: "日本", count: 20)
        for cursor in 0...text.count {
            let widget = field(text, cursor: cursor)
            let buffer = render(widget, width: 20, height: 1)
            let position = try! #require(widget.cursorPosition(in: buffer.area))
            #expect(position.x >= 6 && position.x < 20)
            #expect(buffer.cursor == position, "the frame puts the terminal's cursor at the insertion point")
            #expect(!buffer[position.x, 0].isContinuation)
        }
    }

    @Test func unfocusedFieldHasNoCursor() {
        let widget = field("abc", focused: false)
        #expect(widget.cursorPosition(in: Rect(x: 0, y: 0, width: 20, height: 1)) == nil)
        let buffer = render(widget, width: 20, height: 1)
        #expect(buffer.cursor == nil)
        #expect(!buffer.cells.contains { $0.style.attributes.contains(.reverse) })
    }
}
