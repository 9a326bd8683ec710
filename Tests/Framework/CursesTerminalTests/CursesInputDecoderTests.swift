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
        let start = ContinuousClock.now
        var result: [CursesInputEvent] = []
        for group in groups {
            var queue = group[...]
            var pending: CursesKeyDecoder.RawInput?
            while let raw = pending ?? queue.popFirst() {
                pending = nil
                let decoded = decoder.decode(raw, at: start) { queue.popFirst() }
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

    // MARK: - Issue 25: replies are never keys; nothing unfinished captures the input

    /// Terminal replies a terminal sends unasked or to queries other programs made: DECRQSS, whose
    /// `q` quit tern; OSC 11 (the background colour) with BEL and with ST; XTVERSION; APC, PM and SOS
    /// strings; their 8-bit forms; a CSI reply with parameters tern does not use.
    static let replies = [
        "\u{1b}P1$r2 q\u{1b}\\", "\u{1b}]11;rgb:ffff/ffff/dddd\u{07}", "\u{1b}]11;rgb:0000/0000/0000\u{1b}\\",
        "\u{1b}P>|tmux 3.3a\u{1b}\\", "\u{1b}_Gi=31;OK\u{1b}\\", "\u{1b}^privacy q\u{1b}\\", "\u{1b}Xstart q\u{1b}\\",
        "\u{90}1$r0m\u{9c}", "\u{9d}11;rgb:1/2/3\u{07}", "\u{9f}Gq\u{9c}", "\u{1b}[?64;1;2;6;9;15;18;21;22c",
        "\u{1b}[>41;390;0c", "\u{9b}?1;2c", "\u{1b}P1$r2 q\u{18}",
    ]

    @Test(arguments: replies)
    func aReplyIsConsumedWholeAndNeverReadAsKeys(reply: String) {
        #expect(events([reads(reply + "j")]) == [.key(.character("j"))])
        let whole = reads(reply)
        // A read that ends right after Esc, or after `ESC [`, is a key (nothing followed within the
        // escape delay): no cut there.
        let cuts = (1..<whole.count).filter {
            whole[$0 - 1] != .character(27) && !($0 == 2 && whole[0] == .character(27) && whole[1] == .character(0x5B))
        }
        for cut in cuts {
            let groups = [Array(whole[..<cut]), Array(whole[cut...]) + reads("j")]
            #expect(events(groups) == [.key(.character("j"))], "cut after \(cut) reads")
        }
    }

    @Test func aReplyCutShortByEscStartsWhatFollows() {
        #expect(events([reads("\u{1b}]11;rgb:0/0/0\u{1b}[Aj")]) == [.key(.up), .key(.character("j"))])
    }

    @Test func anOverlongReplyIsDroppedWholeNotTyped() {
        let params = String(repeating: "1;", count: 100)
        #expect(events([reads("\u{1b}[?\(params)c"), reads("j")]) == [.key(.character("j"))])
    }

    /// Decodes `reads`, all arriving at `time` in one burst.
    private func feed(
        _ decoder: inout CursesInputDecoder, _ reads: [CursesKeyDecoder.RawInput], at time: ContinuousClock.Instant
    ) -> [CursesInputEvent] {
        var queue = reads[...]
        var result: [CursesInputEvent] = []
        var pending: CursesKeyDecoder.RawInput?
        while let raw = pending ?? queue.popFirst() {
            let decoded = decoder.decode(raw, at: time) { queue.popFirst() }
            pending = decoded.leftover
            if let event = decoded.event { result.append(event) }
        }
        return result
    }

    /// Issue 25: `ESC[200~hello` with no end marker swallowed Esc and q for ever. After a second of
    /// silence on the decoder's clock (virtual here) the paste ends with what came, and keys are keys.
    @Test func aPasteWhoseEndNeverComesEndsAfterASecondOfSilence() {
        var decoder = CursesInputDecoder()
        let start = ContinuousClock.now
        #expect(feed(&decoder, reads("\u{1b}[200~hel"), at: start).isEmpty)
        #expect(feed(&decoder, reads("lo"), at: start + .milliseconds(800)).isEmpty)
        #expect(decoder.deadline == start + .milliseconds(1_800), "the silence counts from the last read")
        #expect(decoder.expire(at: start + .milliseconds(1_799)) == nil)
        #expect(decoder.expire(at: start + .milliseconds(1_800)) == .input(.paste("hello")))
        #expect(decoder.deadline == nil)
        #expect(feed(&decoder, reads("\u{1b}"), at: start + .seconds(2)) == [.key(.escape)])
        #expect(feed(&decoder, reads("q"), at: start + .seconds(2)) == [.key(.character("q"))])
    }

    @Test func aPasteCutInItsEndMarkerEndsWithTheMarkersStartAsText() {
        var decoder = CursesInputDecoder()
        let start = ContinuousClock.now
        #expect(feed(&decoder, reads("\u{1b}[200~ab\u{1b}[20"), at: start).isEmpty)
        #expect(decoder.expire(at: start + .seconds(1)) == .input(.paste("ab\u{1b}[20")))
    }

    /// A reply or sequence whose end never comes is dropped after the silence; what is typed after it
    /// is keys again. (An Alt-P typed by hand starts a DCS string: tern binds no Alt key.)
    @Test func aReplyWhoseEndNeverComesIsDroppedAfterASecondOfSilence() {
        var decoder = CursesInputDecoder()
        let start = ContinuousClock.now
        #expect(feed(&decoder, reads("\u{1b}P1$r2 q"), at: start).isEmpty)
        #expect(decoder.expire(at: start + .seconds(1)) == nil)
        #expect(decoder.deadline == nil)
        #expect(feed(&decoder, reads("q"), at: start + .seconds(1)) == [.key(.character("q"))])
        #expect(feed(&decoder, reads("\u{1b}[?20"), at: start + .seconds(2)).isEmpty)
        #expect(decoder.expire(at: start + .seconds(3)) == nil)
        #expect(feed(&decoder, reads("y"), at: start + .seconds(3)) == [.key(.character("y"))])
    }

    /// Issue 25: a Ctrl-C inside a paste is text (the field drops it), not the quit key.
    @Test func aPastedCtrlCIsTextNotAKey() {
        #expect(events([reads("\u{1b}[200~a\u{03}b\u{1b}[201~")]) == [.input(.paste("a\u{03}b"))])
        #expect(events([reads("\u{03}")]) == [.key(.control("c"))])
    }
}
