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
}
