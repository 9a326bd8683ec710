import Foundation

/// Folds text for searching: case-, accent- and width-insensitive, so "Zoë" matches "zoe" and "ZOË".
///
/// Works scalar by scalar, so folding a name is cheap (no Foundation call per string): ASCII is
/// lower-cased directly; Latin, Greek, Cyrillic, Vietnamese and full-width letters come from a table
/// built once with Foundation's diacritic-, case- and width-insensitive folding; combining marks are
/// dropped; anything else (CJK, Arabic, Devanagari, …) is lower-cased by its Unicode mapping.
/// What only changes how a name is drawn is ignored, so a query typed from the screen finds it
/// (the terminal stand-ins of decision 1000): invisible scalars (zero-width joiners and spaces,
/// variation selectors, soft hyphens, byte order marks, tags), skin-tone modifiers and the dotted
/// circle (U+25CC) a mark without room on its base is drawn on are dropped, and regional
/// indicators fold to their letters ("🇯🇵" → "jp").
public enum TextFolding {
    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map(lowercasedASCII), as: UTF8.self)
        }
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                folded.append(Unicode.Scalar(lowercasedASCII(UInt8(scalar.value))))
            } else if (0x1F1E6...0x1F1FF).contains(scalar.value), let letter = Unicode.Scalar(scalar.value - 0x1F185) {
                folded.append(letter)
            } else if scalar.properties.isDefaultIgnorableCodePoint || (0x1F3FB...0x1F3FF).contains(scalar.value)
                || scalar.value == 0x25CC
            {
                continue
            } else if let replacement = table[scalar.value] {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else if !scalar.properties.changesWhenLowercased {
                if scalar.properties.generalCategory != .nonspacingMark { folded.append(scalar) }
            } else {
                folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(folded)
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }

    /// Scripts whose letters carry accents or width variants, folded once on first use.
    private static let foldedRanges: [ClosedRange<UInt32>] = [
        0x00C0...0x024F,  // Latin-1 Supplement letters, Latin Extended-A and -B
        0x0370...0x03FF,  // Greek
        0x0400...0x04FF,  // Cyrillic
        0x1E00...0x1EFF,  // Latin Extended Additional (Vietnamese)
        0xFF01...0xFF5E,  // full-width ASCII
    ]

    private static let table: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        for range in foldedRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(scalar)
                let folded = text.folding(
                    options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
                )
                .lowercased()
                if folded != text { table[value] = folded }
            }
        }
        return table
    }()
}
