/// The text of a bracketed paste (mode 2004) as it arrives, read by read, up to the end marker
/// `ESC [ 2 0 1 ~`. A read that starts the marker is held back until the marker is whole or broken
/// (then it was text). Key codes ncurses made of pasted bytes cannot be turned back into text and are
/// dropped. At most `maximumScalars` are kept: the rest of a larger paste is read and dropped.
struct BracketedPasteText: Sendable {
    /// Characters a paste keeps, far more than any field wants, so a paste whose end never comes
    /// cannot grow without bound.
    static let maximumScalars = 1 << 20
    private static let endMarker: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private(set) var text = String.UnicodeScalarView()
    private var count = 0
    /// How many reads of the end marker came last.
    private var matched = 0

    /// Adds one read; returns true when it completed the end marker (the paste is over).
    mutating func add(_ read: CursesKeyDecoder.RawInput) -> Bool {
        guard case .character(let code) = read else {
            releaseMarker()
            return false
        }
        if code == Self.endMarker[matched] {
            matched += 1
            return matched == Self.endMarker.count
        }
        releaseMarker()
        if code == Self.endMarker[0] {
            matched = 1
        } else {
            append(code)
        }
        return false
    }

    /// The text, once the paste is over: at its end marker, or after a silence with the reads held
    /// back as a possible marker (`ESC [ 2 0`) added as the text they were.
    mutating func end() -> String {
        if matched < Self.endMarker.count { releaseMarker() }
        return String(text)
    }

    /// The reads held back as a possible end marker were text after all.
    private mutating func releaseMarker() {
        for code in Self.endMarker.prefix(matched) { append(code) }
        matched = 0
    }

    private mutating func append(_ code: UInt32) {
        guard count < Self.maximumScalars, let scalar = Unicode.Scalar(code) else { return }
        text.append(scalar)
        count += 1
    }
}
