import TerminalCore
import Testing

/// Text sanitized once measures, cuts and draws exactly as the same text given as a `String`,
/// which each function sanitizes itself — what lets a widget skip the second sanitization.
@Suite struct SafeTextTests {
    /// Hostile and hard text: escapes, C1, bidi overrides, marks with no base and stacked past a
    /// cell's four, ZWJ sequences, VS16, flags, skin tones, wide and unknown scalars, tabs.
    static let texts = [
        "", "Paris", "Zoë Saldaña", "a\u{1B}[2Jb\u{1B}]0;title\u{7}c", "x\u{85}y\u{9B}z", "\u{202E}evil\u{202C}",
        "\u{301}start", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "👨‍👩‍👧 family", "☀️ 1️⃣", "🇯🇵 JP", "👍🏽 ok",
        "東京都 渋谷区", "a\u{E0001}b\u{10FFFF}", "tab\there", "soft\u{AD}hy\u{200B}phen", "Siobhán शर्मा",
    ]

    @Test(arguments: texts)
    func sanitizingTwiceChangesNothing(text: String) {
        let safe = SafeText(text)
        #expect(safe.string == TextSanitizer.sanitize(text))
        #expect(TextSanitizer.sanitize(safe.string) == safe.string, "safe text is a fixed point")
        #expect(safe.isEmpty == safe.string.isEmpty)
    }

    @Test(arguments: texts)
    func measuresAndCutsAsTheStringDoes(text: String) {
        let safe = SafeText(text)
        #expect(DisplayWidth.of(safe) == DisplayWidth.of(text))
        #expect(safe.string.reduce(0) { $0 + DisplayWidth.of(character: $1) } == DisplayWidth.of(text))
        for width in 0...(DisplayWidth.of(text) + 1) {
            #expect(TextLayout.truncate(safe, toWidth: width).string == TextLayout.truncate(text, toWidth: width))
            #expect(TextLayout.prefix(safe, fitting: width).string == TextLayout.prefix(text, fitting: width))
            #expect(DisplayWidth.of(TextLayout.truncate(safe, toWidth: width)) <= width)
        }
    }

    @Test(arguments: texts)
    func drawsTheCellsTheStringDraws(text: String) {
        var fromString = Buffer(size: Size(width: 12, height: 2))
        var fromSafe = fromString
        let clip = Rect(x: 1, y: 0, width: 9, height: 2)
        let stringEnd = fromString.write(text, x: 0, y: 0, style: .plain, clip: clip)
        let safeEnd = fromSafe.write(SafeText(text), x: 0, y: 0, style: .plain, clip: clip)
        #expect(stringEnd == safeEnd)
        #expect(fromString == fromSafe)
        // Off the clip's rows only the width is counted.
        #expect(fromString.write(text, x: 2, y: 5) == fromSafe.write(SafeText(text), x: 2, y: 5))
    }
}
