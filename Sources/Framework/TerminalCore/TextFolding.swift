/// Folds text for searching the way people type it: "nguyen do" finds "Nguyễn Đỗ", "민준" finds the
/// name stored as jamo, "alice" finds "𝓐𝓵𝓲𝓬𝓮" and "stefi" finds "Steﬁ".
///
/// Canonically and compatibly equivalent text folds alike (NFC, NFD, NFKC and NFKD forms); case,
/// accents and other combining marks (Greek tonos and breathings, Hebrew and Arabic points, the
/// kana voicing marks) are ignored; a Latin letter with a stroke or bar folds to its letter ("Đ" →
/// "d", "Ł" → "l", "Ø" → "o") and "ß" to "ss"; Hangul syllables fold to their jamo, so syllables
/// typed on a Korean keyboard find jamo stored decomposed and the reverse. What only changes how a
/// name is drawn is ignored, so a query typed from the screen finds it (the stand-ins of decision
/// 1000): invisible scalars, skin-tone modifiers and the dotted circle go, and a regional
/// indicator folds to its letter ("🇯🇵" → "jp").
///
/// Scalar by scalar, from a table generated from the Unicode Character Database
/// (`scripts/generate-text-tables`; decision 2040), so folding is cheap and a fold of a
/// text is the folds of its scalars one after another: a match can be traced back to the text.
public enum TextFolding {
    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map(lowercasedASCII), as: UTF8.self)
        }
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { append(scalar, to: &folded) }
        return String(folded)
    }

    /// Where `query` (folded) is found in `text` (folded), in order and without overlaps, as
    /// ranges of whole characters of `text`: what a list highlights. Empty for an empty query.
    public static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
        let needle = Array(fold(query).utf8)
        guard !needle.isEmpty else { return [] }
        // The folded text, and for each of its bytes the character of `text` it came from.
        var folded: [UInt8] = []
        var owners: [String.Index] = []
        var characterStarts: [String.Index] = []
        var scalars = String.UnicodeScalarView()
        for index in text.indices {
            scalars.removeAll(keepingCapacity: true)
            for scalar in text[index].unicodeScalars { append(scalar, to: &scalars) }
            let bytes = String(scalars).utf8
            folded.append(contentsOf: bytes)
            owners.append(contentsOf: repeatElement(index, count: bytes.count))
            characterStarts.append(index)
        }
        var ranges: [Range<String.Index>] = []
        var position = 0
        while position + needle.count <= folded.count {
            guard folded[position..<position + needle.count].elementsEqual(needle) else {
                position += 1
                continue
            }
            let first = owners[position], last = owners[position + needle.count - 1]
            let lower = ranges.last.map { max($0.upperBound, first) } ?? first
            let upper = text.index(after: last)
            if lower < upper { ranges.append(lower..<upper) }
            position += needle.count
        }
        return ranges
    }

    /// Appends the fold of `scalar` to `folded`.
    private static func append(_ scalar: Unicode.Scalar, to folded: inout String.UnicodeScalarView) {
        let value = scalar.value
        if scalar.isASCII {
            folded.append(Unicode.Scalar(lowercasedASCII(UInt8(value))))
        } else if let (lead, vowel, trail) = TextComposition.jamo(ofSyllable: value) {
            for jamo in [lead, vowel] + (trail.map { [$0] } ?? []) { folded.append(Unicode.Scalar(jamo)!) }
        } else if let entry = PackedTable.find(UInt64(value), in: entries, shift: 26) {
            let offset = Int((entry >> 6) & 0xFFFFF), count = Int(entry & 0x3F)
            for folding in foldedScalars[offset..<offset + count] { folded.append(Unicode.Scalar(folding)!) }
        } else {
            folded.append(scalar)
        }
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }

}
