/// Makes untrusted text (anything from a server, a file or the user) safe to put into cells,
/// and replaces the sequences terminals disagree on with stand-ins every terminal draws alike.
///
/// Control characters — C0, DEL, C1, and therefore every ESC/CSI/OSC sequence introducer —
/// become U+FFFD so they show as harmless text instead of driving the terminal. Tabs and the line
/// and paragraph separators (U+2028, U+2029) become a single space; newlines are kept only by
/// `sanitizeLines`. Default-ignorable scalars are removed:
/// bidirectional overrides and isolates (which could reorder the rest of the screen), zero-width
/// spaces and joiners, soft hyphens, byte order marks, variation selectors and tag characters.
/// The policy for disputed sequences (decision 1000):
/// - a zero-width joiner is dropped, so the emoji of a ZWJ sequence stand side by side
///   (👨‍👩‍👧 → 👨👩👧) and no cell ever ends in U+200D;
/// - VS16 is dropped, so ☀️ and 1️⃣ are drawn as their text forms ☀ and 1⃣;
/// - a regional indicator becomes its capital letter, so the flag 🇯🇵 reads "JP";
/// - a skin-tone modifier after an emoji that takes one is dropped (👍🏽 → 👍);
/// - a scalar the system's `wcwidth` does not know (an emoji newer than glibc's Unicode data, an
///   unassigned code point) becomes U+FFFD.
/// Text is composed first (`TextComposition`, Normalization Form C), so a combining sequence with a
/// precomposed form is one scalar and jamo are their syllable.
/// A combining mark with no base (at the start of the text) gets a dotted-circle base (U+25CC) so
/// it still takes a column of its own, and so do the marks beyond the four a cell holds after its
/// base (`Cell.maximumScalars`, ncurses' `CCHARW_MAX`): a fifth stacked accent goes on a dotted
/// circle in the next column instead of being lost.
public enum TextSanitizer {
    /// The replacement for a control character or a scalar the terminal cannot place.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The base a combining mark without room on a base of its own is drawn on.
    public static let markBase: Unicode.Scalar = "\u{25CC}"

    /// One line of safe text: newlines and every other control character replaced.
    public static func sanitize(_ text: String) -> String {
        if isAlreadySafe(text) { return text }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var cellScalars = 0
        for scalar in TextComposition.nfc(text).unicodeScalars {
            guard let safe = safeScalar(scalar, after: previous) else { continue }
            if DisplayWidth.of(safe) != 0 {
                cellScalars = 0
            } else if cellScalars == 0 || cellScalars == Cell.maximumScalars {
                scalars.append(markBase)
                cellScalars = 1
            }
            scalars.append(safe)
            cellScalars += 1
            previous = safe
        }
        return String(scalars)
    }

    /// Safe text split into lines at `\n` (and `\r\n`); each line sanitised on its own.
    public static func sanitizeLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { sanitize(String($0)) }
    }

    /// Safe text for a stream a terminal may show — standard error, a log line: each line of `text`
    /// sanitized and cut to `maximumLineWidth` columns with "…" (an echoed value of any length, a
    /// 100,000-character `TERM`, stays readable), the line breaks kept.
    public static func printable(_ text: String, maximumLineWidth: Int = 2_000) -> String {
        sanitizeLines(text).map { TextLayout.truncate($0, toWidth: maximumLineWidth) }.joined(separator: "\n")
    }

    /// Whether `scalar` can drive a terminal or reorder what it shows: a C0 or C1 control (ESC, CSI,
    /// OSC, BEL, …), DEL, or a bidirectional formatting character (an embedding, override, isolate or
    /// mark). `sanitize` never lets one through; writers of other formats that must keep the data
    /// exact (the `--json` reports) escape exactly these.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// What `scalar` is drawn as, or nil when it is removed.
    private static func safeScalar(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x2028, 0x2029:
            return " "
        case 0x00..<0x20, 0x7F..<0xA0:
            return replacement
        case 0x1F1E6...0x1F1FF:
            return Unicode.Scalar(scalar.value - 0x1F1E6 + 0x41)
        case 0x1F3FB...0x1F3FF where previous?.properties.isEmojiModifierBase == true:
            return nil
        case 0xA0..<0xAD, 0xAE..<0x300:
            // Latin-1 and Latin Extended letters and signs (not the soft hyphen): one column each,
            // none ignorable — the most common non-ASCII text needs no property lookup.
            return scalar
        default:
            if scalar.properties.isDefaultIgnorableCodePoint { return nil }
            return DisplayWidth.of(scalar) < 0 ? replacement : scalar
        }
    }

    /// A fast check for the common case: printable ASCII only.
    private static func isAlreadySafe(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
