import Foundation
import Testing

@testable import CursesTerminal

/// What `CursesTerminal` writes besides frames: the modes it turns on and off, and OSC 52.
@Suite struct CursesTerminalSequenceTests {
    @Test func modesAreTurnedOffInTheReverseOrderOfOn() {
        let withMouse = CursesTerminal.inputModes(mouse: true)
        #expect(withMouse.on == "\u{1b}[?2004h\u{1b}[?1000h\u{1b}[?1006h")
        #expect(withMouse.off == "\u{1b}[?1006l\u{1b}[?1000l\u{1b}[?2004l")
        let withoutMouse = CursesTerminal.inputModes(mouse: false)
        #expect(withoutMouse.on == "\u{1b}[?2004h")
        #expect(withoutMouse.off == "\u{1b}[?2004l")
    }

    @Test func theClipboardGetsBase64OfTheUTF8() {
        #expect(CursesTerminal.clipboardSequence(for: "ada@example.com") == "\u{1b}]52;c;YWRhQGV4YW1wbGUuY29t\u{07}")
        #expect(CursesTerminal.clipboardSequence(for: "Zoë 日") == "\u{1b}]52;c;Wm/DqyDml6U=\u{07}")
        #expect(CursesTerminal.clipboardSequence(for: "") == "\u{1b}]52;c;\u{07}")
    }

    /// Issue 25: a server's escape sequence in copied text reaches the clipboard as U+FFFD, so a
    /// later paste cannot drive a terminal; line breaks and tabs stay.
    @Test func controlCharactersReachTheClipboardAsStandIns() {
        let sequence = CursesTerminal.clipboardSequence(for: "eve\u{1b}]2;owned\u{07}\u{9B}@x\n\ty\u{202E}")
        let payload = String(sequence.dropFirst("\u{1b}]52;c;".count).dropLast())
        let copied = String(decoding: Data(base64Encoded: payload) ?? Data(), as: UTF8.self)
        #expect(copied == "eve\u{FFFD}]2;owned\u{FFFD}\u{FFFD}@x\n\ty\u{FFFD}")
    }
}
