import TerminalCore
import TerminalTestSupport
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

    /// Issue 29: a long Devanagari name wraps between grapheme clusters, so no line starts with a
    /// vowel sign (ि) or a virama.
    @Test func wrapNeverStartsALineInsideAGraphemeCluster() {
        let name = "श्रीनिवासरामानुजनकिशोरीलालमिश्रचतुर्वेदी"
        for width in 2...12 {
            for line in TextLayout.wrap(name, width: width) {
                let first = line.unicodeScalars.first!.properties.generalCategory
                #expect(first != .spacingMark && first != .nonspacingMark, "width \(width): \(line)")
            }
            #expect(TextLayout.wrap(name, width: width).joined() == name)
        }
    }

    /// Every line of Unicode's GraphemeBreakTest.txt whose text sanitising leaves as it is: each
    /// prefix `prefix(_:fitting:)` cuts ends where the file allows a break (÷), and is the longest
    /// such prefix that fits. Lines with controls, joiners, regional indicators or jamo NFC composes
    /// are changed by sanitising first and are left out.
    @Test func cutsFallWhereGraphemeBreakTestAllowsABreak() throws {
        var checked = 0
        var mismatches: [String] = []
        for line in try UnicodeTestData.lines(of: "auxiliary/GraphemeBreakTest.txt") {
            var clusters: [[Unicode.Scalar]] = [[]]
            var valid = true
            for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" {
                    if !clusters[clusters.count - 1].isEmpty { clusters.append([]) }
                } else if token != "×" {
                    guard let scalar = UInt32(token, radix: 16).flatMap(Unicode.Scalar.init) else {
                        valid = false
                        break
                    }
                    clusters[clusters.count - 1].append(scalar)
                }
            }
            if clusters.last?.isEmpty == true { clusters.removeLast() }
            let text = String(String.UnicodeScalarView(clusters.joined()))
            guard valid, Array(TextSanitizer.sanitize(text).unicodeScalars) == Array(text.unicodeScalars) else {
                continue
            }
            checked += 1
            var widths = [0]
            for cluster in clusters { widths.append(widths.last! + cluster.reduce(0) { $0 + DisplayWidth.of($1) }) }
            for width in 0...widths.last! {
                let fitting = widths.lastIndex { $0 <= width }!
                let expected = clusters.prefix(fitting).joined()
                let cut = TextLayout.prefix(text, fitting: width)
                if !cut.unicodeScalars.elementsEqual(expected) { mismatches.append("\(line) at \(width)") }
            }
        }
        #expect(checked > 100)
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
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
