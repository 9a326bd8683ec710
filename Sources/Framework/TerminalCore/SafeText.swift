/// Text that has been through `TextSanitizer.sanitize`: what `DisplayWidth`, `TextLayout` and
/// `Buffer.write` take without sanitizing it again, so a widget that measures, cuts and draws one
/// string sanitizes it once. Their `String` forms sanitize first and are the same functions.
///
/// Only `init(_:)` makes one from any text; the cuts of safe text that `TextLayout` returns are
/// safe already (a prefix of whole cells, plus "…").
public struct SafeText: Hashable, Sendable {
    /// The sanitized text.
    public let string: String

    /// `text`, sanitized.
    public init(_ text: String) {
        string = TextSanitizer.sanitize(text)
    }

    /// Text that is sanitized already.
    init(sanitized: String) {
        string = sanitized
    }

    /// True when there is no text.
    public var isEmpty: Bool { string.isEmpty }
}
