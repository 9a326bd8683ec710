import TerminalTestSupport
import Testing

@testable import TerminalCore

/// `DisplayWidth` against the oracle it must equal: the system's glibc `wcwidth`.
@Suite struct DisplayWidthTests {
    @Test func everyCodePointHasGlibcsWidth() {
        var mismatches: [String] = []
        var matching = 0
        for value in UInt32(0)..<0x11_0000 {
            let expected = GlibcWidth.of(codePoint: value)
            let actual = DisplayWidth.width(ofCodePoint: value)
            if actual == expected {
                matching += 1
            } else if mismatches.count < 20 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(actual), wcwidth \(expected)")
            }
        }
        #expect(matching == 0x11_0000, "\(matching) of 1114112 code points match: \(mismatches)")
    }

    @Test func everyScalarHasGlibcsWidth() {
        for value in UInt32(0)..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if DisplayWidth.of(scalar) != GlibcWidth.of(codePoint: value) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) differs from wcwidth")
                return
            }
        }
    }

    @Test func textIsMeasuredInTheColumnsTerminalsGiveIt() {
        #expect(DisplayWidth.of("शर्मा क्षत्रिय") == 11)
        #expect(DisplayWidth.of("न्ना") == 3)
        #expect(DisplayWidth.of("น้ำ") == 2)
        #expect(DisplayWidth.of("ﾃﾞｨｽﾌﾟﾚｲ") == 8)
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("São Paulo") == 9)
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)
    }

    @Test func disputedSequencesAreMeasuredAsTheirStandIns() {
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 8)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("☀️") == 1)
        #expect(DisplayWidth.of("1️⃣") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🫨") == 1)
    }
}
