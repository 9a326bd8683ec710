import CNCursesW
import CursesTerminal
import TerminalCore
import Testing

/// Seeded fuzzing of the input decoder: streams of typed keys, key codes, mouse reports, terminal
/// replies (CSI, DCS, OSC, APC, PM, SOS, 7- and 8-bit, BEL- and ST-terminated), pastes — some whose
/// end marker never comes — cut into reads at random places, arriving on a virtual clock. Whatever
/// the cuts, the keys typed come out as those keys in order, every paste as its text, and no reply
/// ever as a key; an unterminated paste ends after the silence and the keys after it are keys.
@Suite struct CursesInputDecoderFuzzTests {
    /// SplitMix64: the same seed gives the same streams on every run.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private typealias Read = CursesKeyDecoder.RawInput

    /// One piece of a stream: its reads, what it must decode to, and whether it may be left
    /// unfinished (only at the end of a burst followed by silence).
    private struct Piece {
        var reads: [Read]
        var expected: [CursesInputEvent]
    }

    private static func reads(_ text: String) -> [Read] { text.unicodeScalars.map { .character($0.value) } }

    private static let bodyCharacters = Array("abcq?/:;=$ 0123456789rgb日本é~|>")
    private static let replyForms: [(start: String, end: [String])] = [
        ("\u{1b}P", ["\u{1b}\\", "\u{07}", "\u{9c}"]), ("\u{1b}]", ["\u{07}", "\u{1b}\\"]),
        ("\u{1b}_", ["\u{1b}\\"]), ("\u{1b}^", ["\u{1b}\\"]), ("\u{1b}X", ["\u{1b}\\"]),
        ("\u{90}", ["\u{9c}", "\u{1b}\\"]), ("\u{9d}", ["\u{07}"]), ("\u{9f}", ["\u{9c}"]), ("\u{9e}", ["\u{1b}\\"]),
    ]

    private static func piece(_ random: inout Generator) -> Piece {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let character = Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            return Piece(reads: reads(String(character)), expected: [.key(.character(character))])
        case 1:
            let (code, key) = [(KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_NPAGE, .pageDown)].randomElement(
                using: &random)!
            return Piece(reads: [.keyCode(code)], expected: [.key(key)])
        case 2:
            let form = replyForms.randomElement(using: &random)!
            let body = String(
                (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                    bodyCharacters.randomElement(using: &random)!
                })
            return Piece(reads: reads(form.start + body + form.end.randomElement(using: &random)!), expected: [])
        case 3:
            let parameters = (0..<Int.random(in: 0..<90, using: &random)).map { _ in
                Array("0123456789;?>:").randomElement(using: &random)!
            }
            let final = Array("cnRtqx").randomElement(using: &random)!
            return Piece(reads: reads("\u{1b}[" + String(parameters) + String(final)), expected: [])
        case 4:
            let text = String(
                (0..<Int.random(in: 0..<30, using: &random)).map { _ in
                    (bodyCharacters + ["\u{1b}", "\u{03}", "\n"]).randomElement(using: &random)!
                })
            return Piece(reads: reads("\u{1b}[200~" + text + "\u{1b}[201~"), expected: [.input(.paste(text))])
        default:
            let x = Int.random(in: 1...200, using: &random)
            let y = Int.random(in: 1...60, using: &random)
            return Piece(
                reads: reads("\u{1b}[<0;\(x);\(y)M"),
                expected: [.input(.mouse(MouseEvent(.press(.left), x: x - 1, y: y - 1)))])
        }
    }

    /// Cuts `reads` into bursts at random places — never right after an Esc or an `ESC [` (a read
    /// that ends there is a key: nothing followed within the escape delay).
    private static func bursts(_ reads: [Read], _ random: inout Generator) -> [[Read]] {
        var result: [[Read]] = [[]]
        for (index, read) in reads.enumerated() {
            result[result.count - 1].append(read)
            let endsInEscape =
                read == .character(27) || (index > 0 && reads[index - 1] == .character(27) && read == .character(0x5B))
            if !endsInEscape, Int.random(in: 0..<8, using: &random) == 0 { result.append([]) }
        }
        return result.filter { !$0.isEmpty }
    }

    /// Feeds `bursts` 10 ms apart on a virtual clock, expiring what is unfinished between them as
    /// the terminal does when nothing is waiting; returns the events.
    private static func decode(
        _ bursts: [[Read]], into decoder: inout CursesInputDecoder, from start: ContinuousClock.Instant
    ) -> (events: [CursesInputEvent], end: ContinuousClock.Instant) {
        var events: [CursesInputEvent] = []
        var now = start
        for burst in bursts {
            if let expired = decoder.expire(at: now) { events.append(expired) }
            var queue = burst[...]
            var pending: Read?
            while let raw = pending ?? queue.popFirst() {
                let decoded = decoder.decode(raw, at: now) { queue.popFirst() }
                pending = decoded.leftover
                if let event = decoded.event { events.append(event) }
            }
            now += .milliseconds(10)
        }
        return (events, now)
    }

    @Test(arguments: 0..<200)
    func keysPastesAndRepliesCutAnywhereDecodeToTheKeysAndPastesOnly(seed: UInt64) {
        var random = Generator(state: seed)
        let pieces = (0..<Int.random(in: 1..<30, using: &random)).map { _ in Self.piece(&random) }
        var decoder = CursesInputDecoder()
        let start = ContinuousClock.now
        var (events, end) = Self.decode(Self.bursts(pieces.flatMap(\.reads), &random), into: &decoder, from: start)
        // A paste or reply whose end never comes, then silence, then a key: the paste is its text,
        // the reply nothing, the key a key.
        let unfinished = Int.random(in: 0..<3, using: &random)
        let tail = ["\u{1b}[200~half a paste", "\u{1b}P1$r2 q", "\u{1b}]11;rgb:0/0/0"][unfinished]
        let (more, last) = Self.decode([Self.reads(tail)], into: &decoder, from: end)
        events += more
        end = last
        if let expired = decoder.expire(at: end + CursesInputDecoder.silence) { events.append(expired) }
        let (after, _) = Self.decode([Self.reads("q")], into: &decoder, from: end + CursesInputDecoder.silence)
        events += after
        let expected =
            pieces.flatMap(\.expected) + (unfinished == 0 ? [.input(.paste("half a paste"))] : []) + [
                .key(.character("q"))
            ]
        #expect(events == expected, "seed \(seed)")
    }
}
