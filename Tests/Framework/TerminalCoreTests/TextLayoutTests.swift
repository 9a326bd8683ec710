import TerminalCore
import Testing

@Suite struct TextLayoutTests {
    @Test func truncateKeepsTextThatFits() {
        #expect(TextLayout.truncate("Paris", toWidth: 5) == "Paris")
        #expect(TextLayout.truncate("Paris", toWidth: 4) == "Par…")
        #expect(TextLayout.truncate("Paris", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        #expect(TextLayout.truncate("東京都", toWidth: 5) == "東京…")
        #expect(TextLayout.truncate("東京都", toWidth: 4) == "東…")
        #expect(TextLayout.truncate("東京都", toWidth: 2) == "…")
        for width in 0...8 {
            #expect(DisplayWidth.of(TextLayout.truncate("a東京都b", toWidth: width)) <= width)
        }
    }

    @Test func truncateKeepsCombiningMarksWithTheirBase() {
        let text = "Cafe\u{301} au lait"
        #expect(TextLayout.truncate(text, toWidth: 5) == "Cafe\u{301}…")
    }

    @Test func truncateMeasuresSanitisedText() {
        #expect(TextLayout.truncate("a\u{1B}[0mb", toWidth: 3) == "a\u{FFFD}…")
    }

    @Test func padFillsToTheWidth() {
        #expect(TextLayout.pad("東", toWidth: 4) == "東  ")
        #expect(TextLayout.pad("abcdef", toWidth: 4) == "abc…")
    }

    @Test func wrapBreaksAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("", width: 10) == [""])
        #expect(TextLayout.wrap("a\nb", width: 10) == ["a", "b"])
    }

    @Test func wrapBreaksLongWordsByDisplayColumns() {
        #expect(TextLayout.wrap("東京都千代田区", width: 5) == ["東京", "都千", "代田", "区"])
        #expect(TextLayout.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
    }

    @Test func wrapIntoNothingGivesNoLines() {
        #expect(TextLayout.wrap("abc", width: 0).isEmpty)
        #expect(TextLayout.wrap("東", width: 1).isEmpty)
    }

    @Test func quotedTextIsCutToItsWidth() {
        #expect(TextLayout.quoted("Oslo") == "“Oslo”")
        #expect(TextLayout.quoted(String(repeating: "z", count: 5_000), maximumWidth: 5) == "“zzzz…”")
        #expect(TextLayout.quoted("日本語の都市", maximumWidth: 6) == "“日本…”")
    }
}
