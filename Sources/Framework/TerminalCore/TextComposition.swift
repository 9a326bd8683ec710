/// Unicode Normalization Form C (UAX #15): text with every combining sequence that has a
/// precomposed form composed, so "e" + U+0301 is "é", one scalar in one cell with no dotted circle,
/// and Hangul jamo are syllables.
///
/// From tables generated from the Unicode Character Database
/// (`scripts/generate-text-tables`), checked against Unicode's NormalizationTest.txt.
public enum TextComposition {
    /// `text` in Normalization Form C.
    public static func nfc(_ text: String) -> String {
        if isNFC(text) { return text }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars { appendDecomposition(of: scalar.value, to: &scalars) }
        reorder(&scalars)
        compose(&scalars)
        return String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    private static let hangulBase: UInt32 = 0xAC00, leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161
    private static let trailBase: UInt32 = 0x11A7, vowelCount: UInt32 = 21, trailCount: UInt32 = 28
    private static let hangulCount: UInt32 = 11_172

    /// UAX #15's quick check, answering yes or "maybe not": no scalar whose NFC quick check is No or
    /// Maybe, and the marks in canonical order. Below U+0300 every scalar passes.
    private static func isNFC(_ text: String) -> Bool {
        var lastClass: UInt32 = 0
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x300 else {
                lastClass = 0
                continue
            }
            if PackedTable.find(UInt64(scalar.value), in: quickCheckFailures, shift: 0) != nil { return false }
            let currentClass = combiningClass(scalar.value)
            if currentClass != 0 && lastClass > currentClass { return false }
            lastClass = currentClass
        }
        return true
    }

    private static func appendDecomposition(of value: UInt32, to scalars: inout [UInt32]) {
        if let (lead, vowel, trail) = jamo(ofSyllable: value) {
            scalars += [lead, vowel] + (trail.map { [$0] } ?? [])
        } else if value >= 0xC0, let entry = PackedTable.find(UInt64(value), in: decompositions, shift: 26) {
            let offset = Int((entry >> 6) & 0xFFFFF), count = Int(entry & 0x3F)
            scalars.append(contentsOf: decomposedScalars[offset..<offset + count])
        } else {
            scalars.append(value)
        }
    }

    /// The conjoining jamo a Hangul syllable decomposes into (its canonical decomposition, by
    /// Unicode's algorithm); nil for any other scalar.
    static func jamo(ofSyllable value: UInt32) -> (lead: UInt32, vowel: UInt32, trail: UInt32?)? {
        guard (hangulBase..<hangulBase + hangulCount).contains(value) else { return nil }
        let index = value - hangulBase
        return (
            leadBase + index / (vowelCount * trailCount), vowelBase + (index % (vowelCount * trailCount)) / trailCount,
            index % trailCount == 0 ? nil : trailBase + index % trailCount
        )
    }

    /// The canonical combining class of `value`.
    static func combiningClass(_ value: UInt32) -> UInt32 {
        guard value >= 0x300, let entry = PackedTable.find(UInt64(value), in: combiningClasses, shift: 8) else {
            return 0
        }
        return entry & 0xFF
    }

    /// The canonical ordering: each run of marks (class not 0) sorted by class, stably.
    private static func reorder(_ scalars: inout [UInt32]) {
        var index = 0
        while index < scalars.count {
            guard combiningClass(scalars[index]) != 0 else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count && combiningClass(scalars[end]) != 0 { end += 1 }
            if end - index > 1 {
                let sorted = scalars[index..<end].enumerated().sorted {
                    (combiningClass($0.element), $0.offset) < (combiningClass($1.element), $1.offset)
                }
                scalars.replaceSubrange(index..<end, with: sorted.map(\.element))
            }
            index = end
        }
    }

    /// The canonical composition of decomposed, reordered `scalars`.
    private static func compose(_ scalars: inout [UInt32]) {
        guard !scalars.isEmpty else { return }
        var result: [UInt32] = [scalars[0]]
        var starter: Int? = combiningClass(scalars[0]) == 0 ? 0 : nil
        var lastClass: UInt32 = starter == nil ? 256 : 0
        for scalar in scalars.dropFirst() {
            let currentClass = combiningClass(scalar)
            if let starterIndex = starter,
                lastClass < currentClass || (lastClass == 0 && starterIndex == result.count - 1),
                let composite = composite(of: result[starterIndex], and: scalar)
            {
                result[starterIndex] = composite
                continue
            }
            if currentClass == 0 { starter = result.count }
            lastClass = currentClass
            result.append(scalar)
        }
        scalars = result
    }

    /// The primary composite of `first` followed by `second`, if there is one.
    private static func composite(of first: UInt32, and second: UInt32) -> UInt32? {
        let lead = first &- leadBase, vowel = second &- vowelBase
        if lead < 19 && vowel < vowelCount {
            return hangulBase + (lead * vowelCount + vowel) * trailCount
        }
        let syllable = first &- hangulBase, trail = second &- trailBase
        if syllable < hangulCount && syllable % trailCount == 0 && trail > 0 && trail < trailCount {
            return first + trail
        }
        let key = UInt64(first) << 21 | UInt64(second)
        return PackedTable.find(key, in: composites, shift: 21).map { UInt32($0 & 0x1FFFFF) }
    }

}
