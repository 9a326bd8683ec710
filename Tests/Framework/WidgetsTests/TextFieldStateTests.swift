import TerminalCore
import Testing
import Widgets

@Suite struct TextFieldStateTests {
    @Test func typingInsertsAtTheCursor() {
        var state = TextFieldState()
        for character in "Pars" { state.handle(.character(character)) }
        state.moveLeft()
        state.insert("i")
        #expect(state.text == "Paris")
        #expect(state.cursor == 4)
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemes() {
        var state = TextFieldState(text: "東京👍🏽x")
        #expect(state.cursor == 4)
        state.moveLeft()
        state.backspace()
        #expect(state.text == "東京x")
        #expect(state.cursor == 2)
        state.moveHome()
        state.deleteForward()
        #expect(state.text == "京x")
        #expect(state.cursor == 0)
    }

    @Test func combiningMarkJoinsTheLetterBeforeIt() {
        var state = TextFieldState(text: "Sa")
        state.insert("\u{0303}")  // combining tilde
        #expect(state.text == "Sã")
        #expect(state.text.count == 2)
        #expect(state.cursor == 2)
        state.backspace()
        #expect(state.text == "S")
    }

    @Test func homeEndAndBounds() {
        var state = TextFieldState(text: "abc", cursor: 1)
        state.moveEnd()
        state.moveRight()
        #expect(state.cursor == 3)
        state.moveHome()
        state.moveLeft()
        state.backspace()
        #expect(state.cursor == 0)
        #expect(state.text == "abc")
        state.moveEnd()
        state.deleteForward()
        #expect(state.text == "abc")
    }

    @Test func emacsKeys() {
        var state = TextFieldState(text: "São Paulo", cursor: 3)
        let consumed = state.handle(.control("k"))
        #expect(consumed)
        #expect(state.text == "São")
        state.handle(.control("a"))
        state.handle(.control("e"))
        #expect(state.cursor == 3)
        state.handle(.control("u"))
        #expect(state.text.isEmpty)
    }

    @Test func nonEditingKeysAreNotConsumed() {
        var state = TextFieldState(text: "x")
        let consumed = [Key.enter, .escape, .tab, .up, .resize].map { state.handle($0) }
        #expect(consumed == [false, false, false, false, false])
        #expect(state.text == "x")
    }

    @Test func controlCharactersNeverEnterTheText() {
        var state = TextFieldState()
        state.insert("a\u{1B}[31mb\u{9B}c\nd")
        #expect(state.text == "a[31mbcd")
        #expect(state.cursor == 8)
    }

    @Test func aSelectedTextIsReplacedByTypingAndRemovedByDeleting() {
        var state = TextFieldState(text: "London")
        state.selectAll()
        #expect(state.isAllSelected && state.cursor == 6)
        state.handle(.character("T"))
        #expect(state.text == "T" && state.cursor == 1 && !state.isAllSelected)
        for key: Key in [.backspace, .delete, .control("u"), .control("k"), .control("h"), .control("d")] {
            var deleting = TextFieldState(text: "London")
            deleting.selectAll()
            let consumed = deleting.handle(key)
            #expect(consumed)
            #expect(deleting.text.isEmpty && !deleting.isAllSelected, "\(key)")
        }
    }

    @Test func movingKeepsASelectedTextAndEndsTheSelection() {
        for (key, cursor) in [
            (Key.right, 6), (.end, 6), (.control("e"), 6), (.left, 0), (.home, 0), (.control("a"), 0),
        ] {
            var state = TextFieldState(text: "London")
            state.selectAll()
            let consumed = state.handle(key)
            #expect(consumed)
            #expect(state.text == "London" && state.cursor == cursor && !state.isAllSelected, "\(key)")
        }
        var state = TextFieldState(text: "London")
        state.selectAll()
        let enterConsumed = state.handle(.enter)
        #expect(!enterConsumed && state.isAllSelected)
        var empty = TextFieldState()
        empty.selectAll()
        #expect(!empty.isAllSelected)
    }

    @Test func initialCursorIsClamped() {
        #expect(TextFieldState(text: "ab", cursor: 10).cursor == 2)
        #expect(TextFieldState(text: "ab", cursor: -4).cursor == 0)
    }

    @Test func aPasteIsOneEditWithLineBreaksAndTabsAsSpaces() {
        var field = TextFieldState(text: "ab", cursor: 1)
        field.paste("x\ny\r\nz\tw\rv")
        #expect(field.text == "ax y z w vb")
        #expect(field.cursor == 10)
        field.paste("\u{1b}[31m\u{0}\u{7}!\u{9b}")
        #expect(field.text == "ax y z w v[31m!b", "control characters are dropped, the rest of a sequence is text")
    }

    @Test func aPasteReplacesASelectedText() {
        var field = TextFieldState(text: "London")
        field.selectAll()
        field.paste("Tokyo")
        #expect(field.text == "Tokyo")
        #expect(!field.isAllSelected)
        #expect(field.cursor == 5)
    }

    /// Issue 25: a 10 MB paste took 36.7 s, a burst of 5,000 typed keys 4.6 s — every edit was as
    /// slow as the text was long. A field holds `maximumLength` (256) graphemes; what is pasted or
    /// typed past it is left out, and `paste`/`insert` say so for the status line.
    @Test func aPasteLongerThanAFieldHoldsKeepsItsStartAndSaysSo() {
        var field = TextFieldState()
        let fits = field.paste(String(repeating: "é", count: 5_000))
        #expect(!fits)
        #expect(field.text == String(repeating: "é", count: TextFieldState.maximumLength))
        #expect(field.cursor == TextFieldState.maximumLength)
        #expect(field.isFull)
        let typed = field.insert(Character("x"))
        #expect(!typed)
        #expect(field.text.count == TextFieldState.maximumLength)
        var short = TextFieldState()
        let shortFits = short.paste("Tokyo")
        let shortTyped = short.insert(Character("!"))
        #expect(shortFits && shortTyped)
    }

    @Test func textTypedInTheMiddleOfAFullFieldIsLeftOutAndTheTailKept() {
        var field = TextFieldState(text: String(repeating: "a", count: 250) + "end", cursor: 10)
        let fits = field.paste("0123456789")
        #expect(!fits)
        #expect(field.text.count == TextFieldState.maximumLength)
        #expect(field.text.hasSuffix("aend"))
        #expect(field.text.hasPrefix(String(repeating: "a", count: 10) + "012"))
        #expect(field.cursor == 13)
    }

    @Test func aFullFieldThatIsSelectedIsStillReplacedByWhatIsTyped() {
        var field = TextFieldState(text: String(repeating: "a", count: TextFieldState.maximumLength))
        field.selectAll()
        let handled = field.handle(.character("b"))
        #expect(handled && field.text == "b")
    }
}
