/// Makes untrusted text (anything from a server, a file or the user) safe to put into cells.
///
/// Control characters — C0, DEL, C1, and therefore every ESC/CSI/OSC sequence introducer —
/// become U+FFFD so they show as harmless text instead of driving the terminal. Bidirectional
/// overrides and isolates are dropped so they cannot reorder the rest of the screen. A
/// combining mark with no base (at the start of the text) gets a dotted-circle base so it
/// still takes a column of its own. Tabs become a single space; newlines are kept only by
/// `sanitizeLines`.
public enum TextSanitizer {
    /// The replacement for a control character.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// One line of safe text: newlines and every other control character replaced.
    public static func sanitize(_ text: String) -> String {
        if isAlreadySafe(text) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            appendSafe(scalar, to: &scalars)
        }
        return attachOrphanMarks(String(scalars))
    }

    /// Safe text split into lines at `\n` (and `\r\n`); each line sanitised on its own.
    public static func sanitizeLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            sanitize(line.hasSuffix("\r") ? String(line.dropLast()) : String(line))
        }
    }

    private static func appendSafe(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        switch scalar.value {
        case 0x09:
            scalars.append(" ")
        case 0x00..<0x20, 0x7F..<0xA0:
            scalars.append(replacement)
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            break  // bidi marks, embeddings, overrides, isolates
        default:
            scalars.append(scalar)
        }
    }

    /// A fast check for the common case: printable ASCII only.
    private static func isAlreadySafe(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private static func attachOrphanMarks(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, DisplayWidth.of(first) == 0, first.value >= 0x300 else {
            return text
        }
        return "\u{25CC}" + text
    }
}
