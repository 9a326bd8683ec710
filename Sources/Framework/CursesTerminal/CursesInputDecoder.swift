import TerminalCore

/// Turns the reads of `wget_wch` into `CursesInputEvent`s: keys (through `CursesKeyDecoder`), Esc
/// followed by a character (Alt-x), mouse reports (SGR `ESC [ <`, and X10 `ESC [ M` from terminals
/// without SGR), bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) and the control sequences
/// ncurses does not know: the terminal's replies (`ESC [` parameters, intermediates, final byte)
/// and keys sent in a form the terminfo entry does not list (`ESC [ 4 ~` for End in tmux under
/// `TERM=xterm-256color`, `ESC O A` for ↑).
///
/// It keeps whatever a read left unfinished — a control sequence, a mouse report, a paste — so the
/// rest of it, arriving on a later read, is never mistaken for typed keys. Unknown sequences are
/// dropped whole. Pure apart from the ncurses constants, so it is tested without a terminal.
public struct CursesInputDecoder: Sendable {
    /// What the reads so far left unfinished.
    private enum Pending: Sendable {
        /// Parameter and intermediate bytes of a control sequence whose final byte has not come yet.
        case sequence([UInt8])
        /// The bytes after `ESC [ M` of a legacy mouse report.
        case legacyMouse([UInt32])
        /// A bracketed paste whose end marker has not come yet.
        case paste(BracketedPasteText)
    }

    private var pending: Pending?

    /// Longest control sequence kept; anything longer is garbage and dropped.
    private static let maximumSequenceLength = 64
    private static let escape: UInt32 = 27
    private static let leftBracket: UInt32 = 0x5B
    private static let letterO: UInt32 = 0x4F

    /// A decoder with nothing pending.
    public init() {}

    /// Decodes `first`; `next` is asked for the reads that follow at once (after Esc, within a
    /// control sequence or a paste). A following read that does not belong to what was decoded is
    /// handed back as `leftover` for the caller to decode next. `event` is `nil` for reads that carry
    /// nothing (a dropped sequence, or one still incomplete).
    public mutating func decode(
        _ first: CursesKeyDecoder.RawInput, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        switch pending.take() {
        case .sequence(let bytes): return continueSequence(bytes, with: first, next: next)
        case .legacyMouse(let bytes): return continueLegacyMouse(bytes, with: first, next: next)
        case .paste(let text): return continuePaste(text, with: first, next: next)
        case nil: break
        }
        guard first == .character(Self.escape) else { return (CursesKeyDecoder.decode(first).map { .key($0) }, nil) }
        guard let following = next() else { return (.key(.escape), nil) }
        if following == .character(Self.leftBracket) {
            guard let third = next() else { return (.key(.alt("[")), nil) }
            return continueSequence([], with: third, next: next)
        }
        if following == .character(Self.letterO) {
            guard let third = next() else { return (.key(.alt("O")), nil) }
            if case .character(let code) = third, let key = Self.ss3Key(code) { return (.key(key), nil) }
            return (.key(.alt("O")), third)
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
        _ collected: [UInt8], with input: CursesKeyDecoder.RawInput?, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var bytes = collected
        var current = input
        while let read = current {
            guard case .character(let code) = read, (0x20...0x7E).contains(code) else { return (nil, read) }
            if (0x40...0x7E).contains(code) { return complete(bytes, final: UInt8(code), next: next) }
            guard bytes.count < Self.maximumSequenceLength else { return (nil, nil) }
            bytes.append(UInt8(code))
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

    /// Adds reads to a paste until its end marker; the whole text is one event.
    private mutating func continuePaste(
        _ text: BracketedPasteText, with input: CursesKeyDecoder.RawInput?, next: () -> CursesKeyDecoder.RawInput?
    ) -> (event: CursesInputEvent?, leftover: CursesKeyDecoder.RawInput?) {
        var paste = text
        var current = input
        while let read = current {
            if paste.add(read) { return (.input(.paste(String(paste.text))), nil) }
            current = next()
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
