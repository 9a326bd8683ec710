import CNCursesW
import CursesTerminal
import TerminalCore
import Testing

@Suite struct CursesInputDecoderTests {
    /// Feeds `reads` in groups, one group per `readKey()` burst: within a group `next` hands out the
    /// following reads, at a group's end it answers nil (nothing more waiting yet), as a split read
    /// from the terminal does. Returns every event, leftovers decoded as the terminal does.
    private func events(_ groups: [[CursesKeyDecoder.RawInput]]) -> [CursesInputEvent] {
        var decoder = CursesInputDecoder()
        var result: [CursesInputEvent] = []
        for group in groups {
            var queue = group[...]
            var pending: CursesKeyDecoder.RawInput?
            while let raw = pending ?? queue.popFirst() {
                pending = nil
                let decoded = decoder.decode(raw) { queue.popFirst() }
                pending = decoded.leftover
                if let event = decoded.event { result.append(event) }
            }
        }
        return result
    }

    private func reads(_ text: String) -> [CursesKeyDecoder.RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func escapeFollowedByCharacterIsAlt() {
        #expect(events([reads("\u{1b}x")]) == [.key(.alt("x"))])
    }

    @Test func loneEscapeIsEscape() {
        #expect(events([reads("\u{1b}")]) == [.key(.escape)])
    }

    @Test func escapeFollowedByAKeyKeepsThatKey() {
        #expect(events([[.character(27), .keyCode(KEY_DOWN)]]) == [.key(.escape), .key(.down)])
    }

    @Test func escapeBracketAloneIsAltBracket() {
        #expect(events([reads("\u{1b}["), reads("j")]) == [.key(.alt("[")), .key(.character("j"))])
    }

    @Test func modeReportIsDecodedAndNeverBecomesKeys() {
        #expect(events([reads("\u{1b}[?2026;2$yj")]) == [.modeReport(mode: 2026, setting: 2), .key(.character("j"))])
        #expect(events([reads("k\u{1b}[?2026;1$y")]) == [.key(.character("k")), .modeReport(mode: 2026, setting: 1)])
        #expect(events([reads("\u{1b}[?2026;0$y")]) == [.modeReport(mode: 2026, setting: 0)])
    }

    @Test func modeReportSplitAcrossReadsIsJoined() {
        let whole = reads("\u{1b}[?2026;2$y")
        for cut in 3..<whole.count {
            let split = events([Array(whole[..<cut]), Array(whole[cut...]) + reads("q")])
            #expect(split == [.modeReport(mode: 2026, setting: 2), .key(.character("q"))], "cut at \(cut)")
        }
        let threeWays = events([reads("\u{1b}[?20"), reads("26;"), reads("1$y")])
        #expect(threeWays == [.modeReport(mode: 2026, setting: 1)])
    }

    @Test func unknownAndMalformedSequencesAreDroppedWhole() {
        #expect(events([reads("\u{1b}[1;5Dj")]) == [.key(.character("j"))])
        #expect(events([reads("\u{1b}[?2026$yj")]) == [.key(.character("j"))])
        #expect(events([reads("\u{1b}[?20:26;2$yj")]) == [.key(.character("j"))])
        #expect(events([reads("\u{1b}[?2026;2;7$yj")]) == [.key(.character("j"))])
    }

    @Test func aKeyInsideASequenceEndsItAndIsKept() {
        #expect(events([reads("\u{1b}[?20") + [.keyCode(KEY_UP)]]) == [.key(.up)])
        #expect(events([reads("\u{1b}[?20"), [.character(13)]]) == [.key(.enter)])
        #expect(events([reads("\u{1b}[?20\u{1b}x")]) == [.key(.alt("x"))])
    }

    @Test func overlongSequenceIsDroppedAndInputGoesOn() {
        let garbage = reads("\u{1b}[" + String(repeating: "1", count: 200))
        let decoded = events([garbage, reads("y"), reads("q")])
        #expect(!decoded.contains { if case .modeReport = $0 { true } else { false } })
        #expect(decoded.last == .key(.character("q")))
    }
}
