import CNCursesW
import CursesTerminal
import TerminalCore
import Testing

@Suite struct CursesKeyDecoderTests {
    private func decode(_ input: CursesKeyDecoder.RawInput) -> Key? { CursesKeyDecoder.decode(input) }

    @Test func enterArrivesAsLineFeedCarriageReturnOrKeyEnter() {
        #expect(decode(.character(10)) == .enter)
        #expect(decode(.character(13)) == .enter)
        #expect(decode(.keyCode(KEY_ENTER)) == .enter)
    }

    @Test func arrowsPagingAndEditingKeys() {
        #expect(decode(.keyCode(KEY_UP)) == .up)
        #expect(decode(.keyCode(KEY_DOWN)) == .down)
        #expect(decode(.keyCode(KEY_LEFT)) == .left)
        #expect(decode(.keyCode(KEY_RIGHT)) == .right)
        #expect(decode(.keyCode(KEY_PPAGE)) == .pageUp)
        #expect(decode(.keyCode(KEY_NPAGE)) == .pageDown)
        #expect(decode(.keyCode(KEY_HOME)) == .home)
        #expect(decode(.keyCode(KEY_END)) == .end)
        #expect(decode(.keyCode(KEY_BACKSPACE)) == .backspace)
        #expect(decode(.character(127)) == .backspace)
        #expect(decode(.keyCode(KEY_DC)) == .delete)
        #expect(decode(.keyCode(KEY_BTAB)) == .backTab)
        #expect(decode(.keyCode(KEY_RESIZE)) == .resize)
    }

    @Test func functionKeys() {
        #expect(decode(.keyCode(tern_key_f(1))) == .function(1))
        #expect(decode(.keyCode(tern_key_f(12))) == .function(12))
    }

    @Test func controlBytesBecomeControlLetters() {
        #expect(decode(.character(3)) == .control("c"))
        #expect(decode(.character(12)) == .control("l"))
        #expect(decode(.character(9)) == .tab)
    }

    @Test func printableAndWideCharacters() {
        #expect(decode(.character(0x71)) == .character("q"))
        #expect(decode(.character(0x65E5)) == .character("日"))
        #expect(decode(.character(0x9B)) == nil)
    }
}
