import Testing

@testable import CursesTerminal

/// `CursesTerminalError`: what tern says when the terminal cannot start.
@Suite struct CursesTerminalErrorTests {
    /// Issue 25: a 100,000-character `TERM` holding an escape sequence is echoed as one short line
    /// of text, not whole and not as a control sequence.
    @Test func anEchoedTermIsSanitizedAndCut() {
        let term = "\u{1B}]0;owned\u{07}" + String(repeating: "x", count: 100_000)
        for error in [CursesTerminalError.unknownTerminal(term), .noCursorAddressing(term)] {
            let message = error.description
            #expect(message.count < 200)
            #expect(message.contains("'\u{FFFD}]0;owned\u{FFFD}xxx"))
            #expect(message.contains("…' (TERM)"))
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
        }
    }

    @Test func aShortTermIsEchoedWhole() {
        #expect(
            CursesTerminalError.unknownTerminal("vt999").description
                == "tern: unknown terminal type 'vt999' (TERM); try TERM=xterm-256color")
    }
}
