/// Display widths in terminal columns, exactly as glibc's `wcwidth` gives them.
///
/// A scalar's width is `wcwidth`'s answer for it (the generated table in
/// `DisplayWidth+Table.swift`, checked against the live `wcwidth` for every code point by the
/// tests), so tern places text where ncurses and terminals such as tmux place it. Text widths are
/// the widths of the cells `TextCells` splits sanitised text into: every spacing scalar is a cell
/// of its own, zero-width scalars ride on the cell before them.
///
/// Pure Swift on purpose: widgets and tests measure text without linking C.
public enum DisplayWidth {
    /// `wcwidth` of one scalar: -1 (not printable, or newer than the system's Unicode data), 0
    /// (combining, format), 1 or 2 (East Asian wide and fullwidth, emoji).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        width(ofCodePoint: scalar.value)
    }

    /// Columns taken by `text` as tern draws it: after `TextSanitizer.sanitize` every scalar is
    /// printable, so this is the sum of their widths (the widths of the cells `TextCells` makes).
    public static func of(_ text: some StringProtocol) -> Int {
        of(SafeText(String(text)))
    }

    /// Columns taken by one character (grapheme cluster) of sanitized text: its scalars' widths.
    public static func of(character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Columns taken by text that is sanitized already: the sum of its scalars' widths.
    public static func of(_ text: SafeText) -> Int {
        var total = 0
        for scalar in text.string.unicodeScalars { total += of(scalar) }
        return total
    }

    /// `wcwidth` of any code point up to U+10FFFF (surrogates included, which are -1).
    static func width(ofCodePoint value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid] >> 2 <= value {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return Int(runs[low] & 3) - 1
    }
}
