/// Fits text into display columns: truncation with "…", padding and word wrapping.
///
/// Every function sanitises its input first and measures it in the cells `Buffer.write` draws
/// (`TextCells`), so the widths it computes are the columns the terminal uses. Text is cut only
/// between extended grapheme clusters (Swift's `Character`, checked against Unicode's
/// GraphemeBreakTest.txt): a cut lands before a wide character, combining marks stay with their
/// base and an Indic vowel sign with its consonant, though each may take a cell of its own.
public enum TextLayout {
    /// The mark that ends truncated text.
    public static let ellipsis: Character = "…"

    /// The longest prefix of `text` that fits in `width` columns and ends between two grapheme
    /// clusters, without an ellipsis.
    public static func prefix(_ text: String, fitting width: Int) -> String {
        prefix(SafeText(text), fitting: width).string
    }

    /// The longest prefix of safe text that fits in `width` columns and ends between two grapheme
    /// clusters, without an ellipsis.
    public static func prefix(_ text: SafeText, fitting width: Int) -> SafeText {
        var result = ""
        var used = 0
        for character in text.string {
            let characterWidth = DisplayWidth.of(character: character)
            if used + characterWidth > width { break }
            result.unicodeScalars.append(contentsOf: character.unicodeScalars)
            used += characterWidth
        }
        return SafeText(sanitized: result)
    }

    /// `text` if it fits in `width` columns, otherwise its longest fitting prefix (trailing spaces
    /// trimmed) followed by "…".
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        truncate(SafeText(text), toWidth: width).string
    }

    /// Safe text if it fits in `width` columns, otherwise its longest fitting prefix (trailing
    /// spaces trimmed) followed by "…".
    public static func truncate(_ text: SafeText, toWidth width: Int) -> SafeText {
        guard width > 0 else { return SafeText(sanitized: "") }
        if DisplayWidth.of(text) <= width { return text }
        var head = prefix(text, fitting: width - 1).string
        while head.last == " " { head.removeLast() }
        return SafeText(sanitized: head + String(ellipsis))
    }

    /// `text` in quotes, cut to `width` columns with "…" when longer: what a message says about
    /// something typed or pasted, whatever its length (a 5,000-character paste stays one line).
    public static func quoted(_ text: String, maximumWidth width: Int = 40) -> String {
        "“" + truncate(text, toWidth: width) + "”"
    }

    /// `text` truncated to `width` columns and padded with spaces to exactly `width` columns.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let fitted = truncate(text, toWidth: width)
        let missing = width - DisplayWidth.of(fitted)
        return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    ///
    /// Newlines in the text start new lines; a word wider than `width` is broken between
    /// grapheme clusters, never inside one (a line does not start with a vowel sign or an accent).
    /// Empty text gives one empty line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return TextSanitizer.sanitizeLines(text).flatMap { wrapLine($0, width: width) }
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            var remaining = String(word)
            var wordWidth = DisplayWidth.of(remaining)
            let gap = current.isEmpty ? 0 : 1
            if currentWidth + gap + wordWidth <= width {
                current += (gap == 1 ? " " : "") + remaining
                currentWidth += gap + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                // A cluster wider than the whole line (a conjunct in three columns) is a line of its
                // own, cut by the drawing; a line narrower than one wide cell holds nothing.
                var head = prefix(remaining, fitting: width)
                if head.isEmpty, let first = remaining.first, let base = first.unicodeScalars.first,
                    DisplayWidth.of(base) <= width
                {
                    head = String(first)
                }
                guard !head.isEmpty else { return lines }
                lines.append(head)
                remaining = String(remaining.unicodeScalars.dropFirst(head.unicodeScalars.count))
                wordWidth = DisplayWidth.of(remaining)
            }
            current = remaining
            currentWidth = wordWidth
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
