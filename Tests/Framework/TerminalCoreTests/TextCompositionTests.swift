import Foundation
import TerminalCore
import TerminalTestSupport
import Testing

/// `TextComposition` against Unicode's NormalizationTest.txt, every line and every code point.
@Suite struct TextCompositionTests {
    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// NFC of each of a line's five forms is its second (NFC) or fourth (NFKC) column, as UAX #15's
    /// conformance test says; a code point part 1 does not list is its own NFC.
    @Test func everyLineAndCodePointOfNormalizationTestComposes() throws {
        var listed = Set<UInt32>()
        var mismatches: [String] = []
        var lines = 0
        var part = ""
        for line in try UnicodeTestData.lines(of: "NormalizationTest.txt.bz2") {
            if line.hasPrefix("@") {
                part = line.trimmingCharacters(in: .whitespaces)
                continue
            }
            let forms = line.split(separator: ";", omittingEmptySubsequences: false).prefix(5)
                .map(UnicodeTestData.text(ofHex:))
            lines += 1
            if part == "@Part1", let scalar = forms[0].unicodeScalars.first { listed.insert(scalar.value) }
            let expected = [forms[1], forms[1], forms[1], forms[3], forms[3]]
            for (form, nfc) in zip(forms, expected)
            where !TextComposition.nfc(form).unicodeScalars.elementsEqual(nfc.unicodeScalars) {
                mismatches.append("\(Self.hex(form)) → \(Self.hex(TextComposition.nfc(form))), not \(Self.hex(nfc))")
            }
        }
        for value in UInt32(0)..<0x11_0000 where !listed.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if !TextComposition.nfc(text).unicodeScalars.elementsEqual(text.unicodeScalars) {
                mismatches.append("U+\(Self.hex(text)) is not its own NFC")
            }
        }
        #expect(lines > 19_000)
        #expect(listed.count > 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
    }

    @Test func stackedAccentsAndJamoComposeIntoOneCharacter() {
        #expect(
            Array(TextComposition.nfc("Nguye\u{302}\u{303}n").unicodeScalars) == Array("Nguy\u{1EC5}n".unicodeScalars))
        #expect(Array(TextComposition.nfc("\u{1106}\u{1175}\u{11AB}").unicodeScalars) == ["\u{BBFC}"])
        #expect(TextComposition.nfc("ASCII only") == "ASCII only")
    }
}
