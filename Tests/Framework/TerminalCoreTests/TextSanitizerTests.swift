import TerminalCore
import TerminalTestSupport
import Testing

@Suite struct TextSanitizerTests {
    @Test func everyWorldNameBecomesItsDocumentedText() {
        for entry in WorldNames.all {
            #expect(TextSanitizer.sanitize(entry.fullName) == entry.shown, "\(entry.script)")
        }
    }

    @Test func sanitisingIsIdempotent() {
        for entry in WorldNames.all {
            let once = TextSanitizer.sanitize(entry.fullName)
            #expect(TextSanitizer.sanitize(once) == once, "\(entry.script)")
        }
    }

    @Test func invisibleAndReorderingScalarsAreRemoved() {
        #expect(TextSanitizer.sanitize("\u{FEFF}a\u{AD}b\u{200B}c\u{2060}d\u{202E}e\u{2066}f") == "abcdef")
        #expect(TextSanitizer.sanitize("\u{FEFF}") == "")
    }

    @Test func controlsBecomeReplacementCharacters() {
        #expect(TextSanitizer.sanitize("a\u{1B}[2Jb\u{9B}c\u{7F}") == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}")
        #expect(TextSanitizer.sanitize("a\tb") == "a b")
        #expect(
            TextSanitizer.sanitize("a\u{2028}b\u{2029}c") == "a b c", "line and paragraph separators read as spaces")
        #expect(TextSanitizer.sanitizeLines("a\r\nb\nc") == ["a", "b", "c"])
    }

    @Test func aMarkWithoutABaseGetsADottedCircle() {
        #expect(TextSanitizer.sanitize("\u{301}a") == "\u{25CC}\u{301}a")
        #expect(TextSanitizer.sanitize("\u{200B}\u{301}") == "\u{25CC}\u{301}")
    }

    @Test func marksBeyondWhatACellHoldsContinueOnADottedCircle() {
        let marks = String(repeating: "\u{301}", count: 9)
        #expect(
            TextSanitizer.sanitize("x" + marks) == "x\u{301}\u{301}\u{301}\u{301}◌\u{301}\u{301}\u{301}\u{301}◌\u{301}")
    }

    /// Issue 29: text is composed (NFC) before it is laid out, so stacked accents that have a
    /// precomposed form take one cell with no dotted circle, and jamo are drawn as their syllable.
    @Test func textIsComposedBeforeItIsLaidOut() {
        let stacked = TextSanitizer.sanitize("e\u{323}\u{302}\u{301}\u{304}\u{308}")
        #expect(Array(stacked.unicodeScalars) == ["\u{1EC7}", "\u{301}", "\u{304}", "\u{308}"])
        #expect(DisplayWidth.of(stacked) == 1)
        #expect(
            Array(TextSanitizer.sanitize("\u{1106}\u{1175}\u{11AB}\u{110C}\u{116E}\u{11AB}").unicodeScalars) == [
                "민", "준",
            ])
    }

    @Test func noScalarIsDroppedFromAScriptWithoutStandIns() {
        for entry in WorldNames.all where entry.shown == entry.fullName {
            var buffer = Buffer(size: Size(width: 60, height: 1))
            buffer.write(entry.fullName, x: 0, y: 0)
            let drawn = buffer.line(0).unicodeScalars.filter { $0 != " " }
            #expect(Array(drawn) == entry.shown.unicodeScalars.filter { $0 != " " }, "\(entry.script)")
        }
    }

    /// Latin-1 and Latin Extended letters skip the property lookup: each is kept, one column wide,
    /// as the Unicode properties and glibc's widths say — all but the soft hyphen, which is ignorable.
    @Test func latinLettersKeptWithoutALookupAreThoseThePropertiesKeep() {
        for value in UInt32(0xA0)..<0x300 {
            let scalar = Unicode.Scalar(value)!
            let kept = !scalar.properties.isDefaultIgnorableCodePoint && DisplayWidth.of(scalar) == 1
            #expect(
                TextSanitizer.sanitize("a\(scalar)") == (kept ? "a\(scalar)" : "a"), "U+\(String(value, radix: 16))")
        }
    }
}
