/// Turns the reads of `wget_wch` into `CursesInputEvent`s: keys (through `CursesKeyDecoder`), Esc
/// followed by a character (Alt-x), and the control sequences ncurses does not know, which the
/// terminal sends as replies (`ESC [` parameters, intermediates, final byte).
///
/// It keeps a control sequence that a read split in two, so the rest of it, arriving on a later
/// read, is never mistaken for typed keys. Unknown sequences are dropped whole. Pure apart from the
/// ncurses constants, so it is tested without a terminal.
public struct CursesInputDecoder: Sendable {
    /// Parameter and intermediate bytes of a control sequence whose final byte has not come yet.
    private var partialSequence: [UInt8]?

    /// Longest control sequence kept; anything longer is garbage and dropped.
    private static let maximumSequenceLength = 64
    private static let escape: UInt32 = 27
    private static let leftBracket: UInt32 = 0x5B

    public init() {}

    /// Decodes `first`; `next` is asked for the reads that follow at once (after Esc, within a
    /// control sequence). A following read that does not belong to what was decoded is handed back
    /// as `leftover` for the caller to decode next. `event` is `nil` for reads that carry nothing
    /// (a dropped sequence, or one still incomplete).
    public mutating func decode(
        _ first: CursesKeyDecoder.RawInput, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        if let partial = partialSequence.take() {
            return continueSequence(partial, with: first, next: next)
        }
        guard first == .character(Self.escape) else { return (CursesKeyDecoder.decode(first).map { .key($0) }, nil) }
        guard let following = next() else { return (.key(.escape), nil) }
        if following == .character(Self.leftBracket) {
            guard let third = next() else { return (.key(.alt("[")), nil) }
            return continueSequence([], with: third, next: next)
        }
        if case .character(let code) = following, code != Self.escape, let scalar = Unicode.Scalar(code),
            code >= 0x20, code != 0x7F
        {
            return (.key(.alt(Character(scalar))), nil)
        }
        return (.key(.escape), following)
    }

    /// Adds reads to a control sequence until its final byte (0x40–0x7E). A read that cannot be
    /// part of one (a key code, a control character, a non-ASCII character) ends it unfinished: the
    /// sequence is dropped and the read decoded afresh.
    private mutating func continueSequence(
        _ collected: [UInt8], with input: CursesKeyDecoder.RawInput, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var bytes = collected
        var current: CursesKeyDecoder.RawInput? = input
        while let read = current {
            guard case .character(let code) = read, (0x20...0x7E).contains(code) else { return (nil, read) }
            if (0x40...0x7E).contains(code) { return (Self.interpret(bytes, final: UInt8(code)), nil) }
            guard bytes.count < Self.maximumSequenceLength else { return (nil, nil) }
            bytes.append(UInt8(code))
            current = next()
        }
        partialSequence = bytes
        return (nil, nil)
    }

    /// The event a complete control sequence stands for; `nil` for the ones tern does not use.
    private static func interpret(_ bytes: [UInt8], final: UInt8) -> CursesInputEvent? {
        let body = String(decoding: bytes, as: UTF8.self)
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
