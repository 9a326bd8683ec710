import TerminalCore

/// Turns the reads of `wget_wch` into `CursesInputEvent`s: keys (through `CursesKeyDecoder`), Esc
/// followed by a character (Alt-x), mouse reports (SGR `ESC [ <`, and X10 `ESC [ M` from terminals
/// without SGR), bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) and what ncurses does not know:
/// the terminal's replies — control sequences (`ESC [` or CSI, parameters, intermediates, final
/// byte) and control strings (DCS `ESC P`, OSC `ESC ]`, APC `ESC _`, PM `ESC ^`, SOS `ESC X`, or their
/// 8-bit forms, up to BEL or ST) — and keys sent in a form the terminfo entry does not list
/// (`ESC [ 4 ~` for End in tmux under `TERM=xterm-256color`, `ESC O A` for ↑).
///
/// It keeps whatever a read left unfinished — a control sequence or string, a mouse report, a
/// paste — so the rest of it, arriving on a later read, is never mistaken for typed keys. Unknown
/// sequences and every control string are dropped whole: a reply is never read as keys. Nothing
/// unfinished holds the input captured: after `silence` with no read (`expire(at:)`, on the clock
/// the caller passes — virtual in tests) a paste ends with the text that came and anything else is
/// dropped; a control string is also dropped at `maximumStringLength`. Pure apart from the ncurses
/// constants, so it is tested without a terminal.
public struct CursesInputDecoder: Sendable {
    /// What the reads so far left unfinished.
    private enum Pending: Sendable {
        /// Parameter and intermediate bytes of a control sequence whose final byte has not come yet
        /// (more than `maximumSequenceLength` of them: an overlong one, dropped at its final byte).
        case sequence([UInt8])
        /// The bytes after `ESC [ M` of a legacy mouse report.
        case legacyMouse([UInt32])
        /// A bracketed paste whose end marker has not come yet.
        case paste(BracketedPasteText)
        /// A control string whose terminator has not come yet: how many reads it has had, and whether
        /// the last was an Esc (the start of ST, `ESC \`).
        case controlString(length: Int, afterEscape: Bool)
    }

    private var pending: Pending?
    /// When the last read came, while something is unfinished: `silence` counts from it.
    private var lastRead: ContinuousClock.Instant?

    /// How long something unfinished waits for the rest of it: a paste whose end marker never comes
    /// ends this long after its last read, and a reply or sequence cut off is dropped.
    public static let silence = Duration.seconds(1)
    /// Reads of a paste taken in one call before the decoder hands control back (the paste still
    /// pending), so the caller can switch to reading its body faster (`isInPaste`).
    static let pasteReadsPerCall = 4_096
    /// Reads a control string may have before it is dropped and reading goes on as input.
    public static let maximumStringLength = 65_536
    /// Longest control sequence kept; anything longer is garbage and dropped whole at its final byte.
    private static let maximumSequenceLength = 64
    private static let escape: UInt32 = 27
    private static let leftBracket: UInt32 = 0x5B
    private static let letterO: UInt32 = 0x4F
    private static let backslash: UInt32 = 0x5C
    /// CSI in its 8-bit form.
    private static let controlSequenceIntroducer: UInt32 = 0x9B
    /// What follows Esc to start a control string: `P` (DCS), `X` (SOS), `]` (OSC), `^` (PM), `_` (APC).
    private static let stringIntroducers: Set<UInt32> = [0x50, 0x58, 0x5D, 0x5E, 0x5F]
    /// The same in their 8-bit forms: DCS, SOS, OSC, PM, APC.
    private static let stringIntroducers8Bit: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]
    /// What ends a control string besides ST: BEL, ST in its 8-bit form, CAN and SUB (which cancel it).
    private static let stringTerminators: Set<UInt32> = [0x07, 0x9C, 0x18, 0x1A]

    /// A decoder with nothing pending.
    public init() {}

    /// Whether a paste has begun and its end marker has not come: every read until then is its text,
    /// so the caller may read it in bulk rather than through ncurses.
    public var isInPaste: Bool {
        if case .paste = pending { true } else { false }
    }

    /// When `expire(at:)` ends what is unfinished if nothing is read before: `silence` after the
    /// last read; `nil` when nothing is unfinished.
    public var deadline: ContinuousClock.Instant? {
        guard pending != nil, let lastRead else { return nil }
        return lastRead + Self.silence
    }

    /// Ends what is unfinished once `now` has reached `deadline`: a paste is handed on with the text
    /// that came (as if its end marker had come), anything else is dropped. `nil` when nothing ended
    /// or what ended carries nothing.
    public mutating func expire(at now: ContinuousClock.Instant) -> CursesInputEvent? {
        guard let deadline, now >= deadline else { return nil }
        lastRead = nil
        guard case .paste(var text) = pending.take() else { return nil }
        return .input(.paste(text.end()))
    }

    /// Decodes `first`, read at `now`; `next` is asked for the reads that follow at once (after Esc,
    /// within a control sequence, a control string or a paste). A following read that does not belong
    /// to what was decoded is handed back as `leftover` for the caller to decode next. `event` is
    /// `nil` for reads that carry nothing (a dropped sequence or reply, or one still incomplete).
    public mutating func decode(
        _ first: CursesKeyDecoder.RawInput, at now: ContinuousClock.Instant, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        lastRead = now
        switch pending.take() {
        case .sequence(let bytes): return continueSequence(bytes, with: first, next: next)
        case .legacyMouse(let bytes): return continueLegacyMouse(bytes, with: first, next: next)
        case .paste(let text): return continuePaste(text, with: first, next: next)
        case .controlString(let length, let afterEscape):
            return continueString(length: length, afterEscape: afterEscape, with: first, next: next)
        case nil: break
        }
        switch first {
        case .character(Self.escape):
            guard let following = next() else { return (.key(.escape), nil) }
            return decodeEscape(followedBy: following, next: next)
        case .character(Self.controlSequenceIntroducer):
            return continueSequence([], with: next(), next: next)
        case .character(let code) where Self.stringIntroducers8Bit.contains(code):
            return continueString(length: 0, afterEscape: false, with: next(), next: next)
        default:
            return (CursesKeyDecoder.decode(first).map { .key($0) }, nil)
        }
    }

    /// Decodes what an Esc starts, given the read that followed it at once.
    private mutating func decodeEscape(
        followedBy following: CursesKeyDecoder.RawInput, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        if following == .character(Self.leftBracket) {
            guard let third = next() else { return (.key(.alt("[")), nil) }
            return continueSequence([], with: third, next: next)
        }
        if following == .character(Self.letterO) {
            guard let third = next() else { return (.key(.alt("O")), nil) }
            if case .character(let code) = third, let key = Self.ss3Key(code) { return (.key(key), nil) }
            return (.key(.alt("O")), third)
        }
        guard case .character(let code) = following else { return (.key(.escape), following) }
        if Self.stringIntroducers.contains(code) {
            return continueString(length: 0, afterEscape: false, with: next(), next: next)
        }
        if code != Self.escape, let scalar = Unicode.Scalar(code), code >= 0x20, code != 0x7F {
            return (.key(.alt(Character(scalar))), nil)
        }
        return (.key(.escape), following)
    }

    /// Reads a control string up to its terminator — BEL, ST (`ESC \\`, or 0x9C), or CAN or SUB,
    /// which cancel it — and drops it whole; an Esc followed by anything else ends it too and starts
    /// what follows. Key codes inside are dropped with it; past `maximumStringLength` reads it is
    /// dropped and what follows is input again.
    private mutating func continueString(
        length: Int, afterEscape: Bool, with input: CursesKeyDecoder.RawInput?,
        next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var length = length
        var afterEscape = afterEscape
        var current = input
        while let read = current {
            if afterEscape {
                if read == .character(Self.backslash) { return (nil, nil) }
                return decodeEscape(followedBy: read, next: next)
            }
            if read == .character(Self.escape) {
                afterEscape = true
            } else if case .character(let code) = read, Self.stringTerminators.contains(code) {
                return (nil, nil)
            } else {
                length += 1
                if length >= Self.maximumStringLength { return (nil, nil) }
            }
            current = next()
        }
        pending = .controlString(length: length, afterEscape: afterEscape)
        return (nil, nil)
    }

    /// Adds reads to a control sequence until its final byte (0x40–0x7E). A read that cannot be
    /// part of one (a key code, a control character, a non-ASCII character) ends it unfinished: the
    /// sequence is dropped and the read decoded afresh. One longer than `maximumSequenceLength` is
    /// read to its final byte and dropped, so no part of it is read as keys.
    private mutating func continueSequence(
        _ collected: [UInt8], with input: CursesKeyDecoder.RawInput?, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var bytes = collected
        var current = input
        while let read = current {
            guard case .character(let code) = read, (0x20...0x7E).contains(code) else { return (nil, read) }
            if (0x40...0x7E).contains(code) {
                guard bytes.count <= Self.maximumSequenceLength else { return (nil, nil) }
                return complete(bytes, final: UInt8(code), next: next)
            }
            if bytes.count <= Self.maximumSequenceLength { bytes.append(UInt8(code)) }
            current = next()
        }
        pending = .sequence(bytes)
        return (nil, nil)
    }

    /// A whole control sequence: a paste's start or a legacy mouse report go on reading what follows
    /// them; anything else is interpreted on its own.
    private mutating func complete(
        _ bytes: [UInt8], final: UInt8, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        if final == UInt8(ascii: "~"), bytes == Array("200".utf8) {
            return continuePaste(BracketedPasteText(), with: next(), next: next)
        }
        if final == UInt8(ascii: "M"), bytes.isEmpty {
            return continueLegacyMouse([], with: next(), next: next)
        }
        return (Self.interpret(bytes, final: final), nil)
    }

    /// Collects the three bytes of a legacy mouse report. A read that cannot be one of them (a key
    /// code) drops the report and is decoded afresh.
    private mutating func continueLegacyMouse(
        _ collected: [UInt32], with input: CursesKeyDecoder.RawInput?, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var bytes = collected
        var current = input
        while let read = current {
            guard case .character(let code) = read else { return (nil, read) }
            bytes.append(code)
            if bytes.count == 3 { return (Self.legacyMouse(bytes).map { .input(.mouse($0)) }, nil) }
            current = next()
        }
        pending = .legacyMouse(bytes)
        return (nil, nil)
    }

    /// Adds reads to a paste until its end marker; the whole text is one event. After
    /// `pasteReadsPerCall` reads it returns with the paste pending, for the caller to go on.
    private mutating func continuePaste(
        _ text: BracketedPasteText, with input: CursesKeyDecoder.RawInput?, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var paste = text
        var current = input
        var reads = 0
        while let read = current {
            if paste.add(read) { return (.input(.paste(paste.end())), nil) }
            reads += 1
            current = reads < Self.pasteReadsPerCall ? next() : nil
        }
        pending = .paste(paste)
        return (nil, nil)
    }

    /// The event a complete control sequence stands for; `nil` for the ones tern does not use.
    private static func interpret(_ bytes: [UInt8], final: UInt8) -> CursesInputEvent? {
        let body = String(decoding: bytes, as: UTF8.self)
        if body.hasPrefix("<") {
            return sgrMouse(body.dropFirst(), final: final).map { .input(.mouse($0)) }
        }
        if let key = vtKey(bytes, final: final) { return .key(key) }
        guard final == UInt8(ascii: "y"), body.hasPrefix("?"), body.hasSuffix("$") else { return nil }
        let fields = body.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2, let mode = Int(fields[0]), let setting = Int(fields[1]) else { return nil }
        return .modeReport(mode: mode, setting: setting)
    }
}

extension Optional {
    /// The value, leaving `nil` behind.
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
