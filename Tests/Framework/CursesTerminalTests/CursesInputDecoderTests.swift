import CNCursesW
import CursesTerminal
import TerminalCore
import Testing

/// The decoder of terminal input: keys, replies to queries (DECRPM), mouse reports (SGR 1006,
/// legacy X10) and bracketed pastes — whole, split across reads at every byte, and garbled.
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

    /// Keys ncurses passes on because the terminfo entry lists another form: tmux's Home and End
    /// under `TERM=xterm-256color`, rxvt's, the other cursor-key mode's, SS3 function keys.
    @Test(arguments: [
        ("\u{1b}[1~", Key.home), ("\u{1b}[4~", .end), ("\u{1b}[7~", .home), ("\u{1b}[8~", .end),
        ("\u{1b}[5~", .pageUp), ("\u{1b}[6~", .pageDown), ("\u{1b}[2~", .insert), ("\u{1b}[3~", .delete),
        ("\u{1b}[4;2~", .end), ("\u{1b}[A", .up), ("\u{1b}[1;5B", .down), ("\u{1b}[C", .right),
        ("\u{1b}[D", .left), ("\u{1b}[H", .home), ("\u{1b}[F", .end), ("\u{1b}OA", .up), ("\u{1b}OH", .home),
        ("\u{1b}OF", .end), ("\u{1b}OP", .function(1)), ("\u{1b}OS", .function(4)),
    ])
    func keysInFormsTheTerminfoEntryDoesNotList(sequence: String, key: Key) {
        let whole = reads(sequence)
        #expect(events([whole]) == [.key(key)])
        #expect(events([whole + reads("j")]) == [.key(key), .key(.character("j"))])
        guard sequence.hasPrefix("\u{1b}[") else { return }
        for split in everySplit(of: whole) {
            #expect(events(split) == [.key(key), .key(.character("j"))], "split \(split)")
        }
    }

    @Test func escapeOWithoutAKeyAfterItIsAltO() {
        #expect(events([reads("\u{1b}O")]) == [.key(.alt("O"))])
        #expect(events([reads("\u{1b}Oj")]) == [.key(.alt("O")), .key(.character("j"))])
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
        #expect(events([reads("\u{1b}[99~j")]) == [.key(.character("j"))])
        #expect(events([reads("\u{1b}[1;5Xj")]) == [.key(.character("j"))])
        #expect(events([reads("\u{1b}[2;5Aj")]) == [.key(.character("j"))])
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

    private func mouse(_ action: MouseEvent.Action, _ x: Int, _ y: Int) -> CursesInputEvent {
        .input(.mouse(MouseEvent(action, x: x, y: y)))
    }

    /// Every way to cut `reads` in two after its `ESC [` (a read that ends there is Esc or Alt-[:
    /// nothing followed within the escape delay), each followed by a `j` read later.
    private func everySplit(of whole: [CursesKeyDecoder.RawInput]) -> [[[CursesKeyDecoder.RawInput]]] {
        (3..<whole.count).map { cut in [Array(whole[..<cut]), Array(whole[cut...]) + reads("j")] }
    }

    @Test func sgrPressesReleasesAndTheWheelBecomeMouseEvents() {
        #expect(events([reads("\u{1b}[<0;10;5M")]) == [mouse(.press(.left), 9, 4)])
        #expect(events([reads("\u{1b}[<0;10;5m")]) == [mouse(.release, 9, 4)])
        #expect(
            events([reads("\u{1b}[<1;1;1M\u{1b}[<2;300;90M")]) == [
                mouse(.press(.middle), 0, 0), mouse(.press(.right), 299, 89),
            ])
        #expect(events([reads("\u{1b}[<64;3;4M\u{1b}[<65;3;4M")]) == [mouse(.wheelUp, 2, 3), mouse(.wheelDown, 2, 3)])
        #expect(events([reads("\u{1b}[<16;3;4M")]) == [mouse(.press(.left), 2, 3)], "Ctrl does not matter")
    }

    @Test func motionSidewaysWheelExtraButtonsAndMalformedReportsAreDropped() {
        for report in [
            "<32;3;4M", "<35;3;4M", "<66;3;4M", "<67;3;4M", "<128;3;4M", "<0;0;4M", "<0;3;0M", "<0;3M", "<0;3;4;5M",
            "<0;3;4;M", "<0;3;4y", "<;;M", "<-1;3;4M",
        ] {
            #expect(events([reads("\u{1b}[\(report)j")]) == [.key(.character("j"))], "\(report)")
        }
    }

    @Test func aMouseReportSplitAcrossReadsIsJoined() {
        for groups in everySplit(of: reads("\u{1b}[<65;120;33M")) {
            #expect(events(groups) == [mouse(.wheelDown, 119, 32), .key(.character("j"))], "\(groups.map(\.count))")
        }
    }

    @Test func legacyX10ReportsAreDecodedAndNeverTyped() {
        let press: [CursesKeyDecoder.RawInput] =
            reads("\u{1b}[M") + [.character(32), .character(33 + 9), .character(33 + 4)]
        #expect(events([press + reads("j")]) == [mouse(.press(.left), 9, 4), .key(.character("j"))])
        let release: [CursesKeyDecoder.RawInput] = reads("\u{1b}[M") + [.character(35), .character(34), .character(34)]
        #expect(events([release]) == [mouse(.release, 1, 1)])
        let wheel: [CursesKeyDecoder.RawInput] = reads("\u{1b}[M") + [.character(97), .character(34), .character(34)]
        #expect(events([wheel]) == [mouse(.wheelDown, 1, 1)])
        for groups in everySplit(of: press) {
            #expect(events(groups) == [mouse(.press(.left), 9, 4), .key(.character("j"))])
        }
        #expect(events([reads("\u{1b}[M ") + [.keyCode(KEY_UP)]]) == [.key(.up)], "a key ends a broken report")
    }

    @Test func aBracketedPasteIsOneEventWithItsTextAsSent() {
        #expect(
            events([reads("\u{1b}[200~hello\nworld\u{1b}[201~j")]) == [
                .input(.paste("hello\nworld")), .key(.character("j")),
            ])
        #expect(events([reads("\u{1b}[200~\u{1b}[201~")]) == [.input(.paste(""))])
        #expect(
            events([reads("\u{1b}[200~q?\u{1b}x\u{1b}[31m\u{1b}[20\u{1b}[201~")]) == [
                .input(.paste("q?\u{1b}x\u{1b}[31m\u{1b}[20"))
            ],
            "keys, Esc and sequences inside are text; a broken end marker is too")
        #expect(events([reads("\u{1b}[200~日本 é\u{1b}[201~")]) == [.input(.paste("日本 é"))])
    }

    @Test func aPasteSplitAcrossReadsIsJoinedWhereverTheCutFalls() {
        let whole = reads("\u{1b}[200~ab\u{1b}[201~")
        for groups in everySplit(of: whole) {
            #expect(events(groups) == [.input(.paste("ab")), .key(.character("j"))], "\(groups.map(\.count))")
        }
        let oneReadEach = [reads("\u{1b}[2")] + reads("00~abc\u{1b}[201~").map { [$0] }
        #expect(events(oneReadEach) == [.input(.paste("abc"))])
    }

    @Test func fiveThousandCharactersArriveAsOnePaste() {
        let text = String(repeating: "0123456789", count: 500)
        let chunks = stride(from: 0, to: 5_000, by: 4_095).map { start in
            reads(String(text.dropFirst(start).prefix(4_095)))
        }
        let decoded = events([reads("\u{1b}[200~")] + chunks + [reads("\u{1b}[201~q")])
        #expect(decoded == [.input(.paste(text)), .key(.character("q"))])
    }

    @Test func keyCodesInsideAPasteAreDroppedAndTheTextGoesOn() {
        let reads =
            reads("\u{1b}[200~a") + [.keyCode(KEY_UP)] + reads("b\u{1b}[2") + [.keyCode(KEY_DOWN)]
            + reads("c\u{1b}[201~")
        #expect(events([reads]) == [.input(.paste("ab\u{1b}[2c"))])
    }

    @Test func aHugePasteKeepsItsFirstMebibyteAndEndsAtItsMarker() {
        let huge = [CursesKeyDecoder.RawInput](repeating: .character(0x61), count: (1 << 20) + 10)
        let decoded = events([reads("\u{1b}[200~") + huge + reads("\u{1b}[201~q")])
        #expect(decoded.count == 2)
        if case .input(.paste(let text)) = decoded.first {
            #expect(text.unicodeScalars.count == 1 << 20)
        } else {
            Issue.record("expected a paste, got \(decoded)")
        }
        #expect(decoded.last == .key(.character("q")))
    }

    @Test func aStrayPasteEndIsDroppedAndRepliesStillWorkAfterAPaste() {
        #expect(events([reads("\u{1b}[201~j")]) == [.key(.character("j"))])
        #expect(
            events([reads("\u{1b}[200~x\u{1b}[201~\u{1b}[?2026;1$y\u{1b}[<0;1;1M")])
                == [.input(.paste("x")), .modeReport(mode: 2026, setting: 1), mouse(.press(.left), 0, 0)])
    }
}
