import Foundation
import TerminalCore
import TerminalTestSupport
import Testing

/// `TextFolding` against oracles nobody here wrote: Foundation's (ICU's) compatibility composition
/// and case-, diacritic- and width-insensitive folding for every code point of Unicode 15.0, and
/// Unicode's NormalizationTest.txt for every line it lists; then the names of issue 29.
@Suite struct TextFoldingTests {
    /// Foundation's folding of `text`, after compatibility composition (NFKC).
    private static func foundationFold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// What Foundation folds alike folds alike here too, for every code point of Unicode 15.0 (the
    /// version of the generated table): folding Foundation's fold changes nothing. Foundation folds
    /// the lone iota subscript (U+0345) to an iota where tern drops it as the mark it is, so
    /// "ᾳ" folds to "α" in both; it is the one exception.
    @Test func everyCodePointFoldsAsFoundationFoldsIt() {
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0)..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                age.major < 15 || (age.major == 15 && age.minor == 0)
            else { continue }
            let text = String(scalar)
            checked += 1
            if TextFolding.fold(text) != TextFolding.fold(Self.foundationFold(text)) {
                mismatches.append(Self.hex(text))
            }
        }
        #expect(checked > 280_000)
        #expect(mismatches == ["U+345"])
        #expect(TextFolding.fold("\u{1FB3}") == TextFolding.fold(Self.foundationFold("\u{1FB3}")))
    }

    /// Each line of NormalizationTest.txt lists a text and its NFC, NFD, NFKC and NFKD forms: all
    /// five fold alike, and a fold folds to itself.
    @Test func everyNormalizationTestLineFoldsAlike() throws {
        var lines = 0
        var mismatches: [String] = []
        for line in try UnicodeTestData.lines(of: "NormalizationTest.txt.bz2") where !line.hasPrefix("@") {
            let forms = line.split(separator: ";", omittingEmptySubsequences: false).prefix(5)
                .map(UnicodeTestData.text(ofHex:))
            lines += 1
            let folds = forms.map(TextFolding.fold)
            if Set(folds).count != 1 || TextFolding.fold(folds[0]) != folds[0] { mismatches.append(String(line)) }
        }
        #expect(lines > 19_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func namesAreFoundAsTheyAreTyped() {
        let nfd = { (text: String) in text.decomposedStringWithCanonicalMapping }
        let cases: [(query: String, name: String)] = [
            ("민준", nfd("김민준")), (nfd("민준"), "김민준"), ("nguyen do", "Nguyễn Đỗ"), ("nguyen do", nfd("Nguyễn Đỗ")),
            ("αριστοτελης", "Ἀριστοτέλης"), (nfd("Ἀριστοτέλης"), "Ἀριστοτέλης"), ("αριστοτελης", nfd("Ἀριστοτέλης")),
            ("Alice", "𝓐𝓵𝓲𝓬𝓮"), ("Stefi", "Steﬁ"), ("lodz", "Łódź"), ("soren", "Søren"), ("strasse", "Straße"),
            ("שלום", "שָׁלוֹם"), ("محمد", "مُحَمَّد"), ("カ", "ｶﾞ"), ("ABC", "ａｂｃ"), ("jp", "🇯🇵"),
        ]
        for (query, name) in cases {
            #expect(TextFolding.fold(name).contains(TextFolding.fold(query)), "\(query) in \(name)")
        }
        #expect(!TextFolding.fold("Nguyen").contains(TextFolding.fold("đa")))
    }

    @Test func foldingIsConsistentForASCIIAndUnicode() {
        #expect(TextFolding.fold("ABC def") == "abc def")
        #expect(TextFolding.fold("Ñandú ÉTÉ") == "nandu ete")
        #expect(TextFolding.fold("Straße") == TextFolding.fold("STRAẞE"))
    }

    @Test func foldingIgnoresWhatOnlyChangesHowANameIsDrawn() {
        #expect(TextFolding.fold("👨\u{200D}👩\u{200D}👧") == "👨👩👧")
        #expect(TextFolding.fold("☀\u{FE0F} 👍🏽") == "☀ 👍")
        #expect(TextFolding.fold("Flag 🇯🇵") == "flag jp")
        #expect(TextFolding.fold("\u{FEFF}Soft\u{AD}ware\u{200B}") == "software")
        #expect(TextFolding.fold("Jo\u{200D}hn") == "john")
    }

    /// A match is traced back to whole characters of the text, however its forms differ.
    @Test func rangesAreWholeCharactersOfTheText() {
        let name = "Nguyễn Đỗ Đức"
        #expect(TextFolding.ranges(of: "đ", in: name).map { String(name[$0]) } == ["Đ", "Đ"])
        #expect(TextFolding.ranges(of: "n do", in: name).map { String(name[$0]) } == ["n Đỗ"])
        let korean = "김민준".decomposedStringWithCanonicalMapping
        #expect(
            TextFolding.ranges(of: "민", in: korean).map { String(korean[$0]) } == [
                "민".decomposedStringWithCanonicalMapping
            ])
        // "ß" folds to "ss": "s" is found in it once, not twice.
        #expect(TextFolding.ranges(of: "s", in: "Straße").count == 2)
        #expect(TextFolding.ranges(of: "", in: "Anna").isEmpty)
        #expect(TextFolding.ranges(of: "an", in: "Anna Hanna").count == 2)
    }
}
