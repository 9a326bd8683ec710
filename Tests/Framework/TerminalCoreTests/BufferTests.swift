import TerminalCore
import TerminalTestSupport
import Testing

@Suite struct BufferTests {
    @Test func writesAsciiAndReportsNextColumn() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        let next = buffer.write("hello", x: 2, y: 0)
        #expect(next == 7)
        #expect(buffer.line(0) == "  hello   ")
    }

    @Test func wideCharactersTakeTwoCells() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("日本", x: 0, y: 0)
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.line(0) == "日本  ")
    }

    @Test func wideCharacterIsNeverSplitAtTheRightClipEdge() {
        var buffer = Buffer(size: Size(width: 5, height: 1))
        buffer.write("ab日本", x: 0, y: 0)
        // "ab" + "日" fill 4 columns; "本" would straddle the edge, so column 4 is a blank.
        #expect(buffer.line(0) == "ab日 ")
        #expect(!buffer[4, 0].isContinuation)
    }

    @Test func wideCharacterCutByTheLeftClipEdgeBecomesBlank() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("日本", x: -1, y: 0)
        #expect(buffer.line(0) == " 本   ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.write("日本", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.line(0) == " x本")
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.line(0) == " xy ")
    }

    @Test func fillingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = Buffer(size: Size(width: 8, height: 2))
        buffer.write("日本語x", x: 0, y: 0)
        buffer.write("日本語x", x: 0, y: 1)
        buffer.fill(Rect(x: 1, y: 0, width: 4, height: 2), style: .reverse)
        for y in 0..<2 {
            #expect(buffer.line(y) == "      x ")
            #expect(buffer[0, y] == .blank(.plain))
            #expect((1..<5).allSatisfy { buffer[$0, y] == .blank(.reverse) })
            #expect(buffer[5, y] == .blank(.plain))
        }
    }

    @Test func combiningMarksStayWithTheirBase() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        let next = buffer.write("e\u{301}a", x: 0, y: 0)
        #expect(next == 2)
        #expect(buffer[0, 0].grapheme == "e\u{301}")
        #expect(buffer.line(0) == "e\u{301}a  ")
    }

    @Test func controlCharactersNeverReachACell() {
        var buffer = Buffer(size: Size(width: 20, height: 1))
        buffer.write("a\u{1b}]0;owned\u{7}\u{1b}[2J", x: 0, y: 0)
        let scalars = buffer.cells.flatMap { $0.grapheme.unicodeScalars }
        #expect(!scalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(buffer.line(0).hasPrefix("a\u{FFFD}]0;owned\u{FFFD}\u{FFFD}[2J"))
    }

    @Test func clipRectLimitsWriting() {
        var buffer = Buffer(size: Size(width: 10, height: 2))
        buffer.write("abcdefgh", x: 0, y: 1, clip: Rect(x: 2, y: 1, width: 3, height: 1))
        #expect(buffer.line(0) == "          ")
        #expect(buffer.line(1) == "  cde     ")
    }

    @Test func changedRowsFindsOnlyDifferentRows() {
        let before = Buffer(size: Size(width: 3, height: 3))
        var after = before
        after.write("x", x: 1, y: 2)
        #expect(after.changedRows(comparedTo: before) == [2])
    }

    @Test func aSpacingMarkTakesAColumnOfItsOwn() {
        var buffer = Buffer(size: Size(width: 12, height: 1))
        #expect(buffer.write("शर्मा न्ना", x: 0, y: 0) == 8)
        #expect((0..<8).map { buffer[$0, 0].grapheme } == ["श", "र्", "म", "ा", " ", "न्", "न", "ा"])
        #expect(buffer[8, 0] == .blank())
    }

    @Test func hangulJamoAndHalfwidthVoicedMarksGetTheColumnsWcwidthGives() {
        var buffer = Buffer(size: Size(width: 12, height: 1))
        #expect(buffer.write("\u{1112}\u{1161}\u{11AB}ﾃﾞ", x: 0, y: 0) == 4)
        #expect(buffer[0, 0] == Cell(grapheme: "\u{1112}\u{1161}\u{11AB}", width: 2))
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].grapheme == "ﾃ")
        #expect(buffer[3, 0].grapheme == "ﾞ")
    }

    @Test func everyWorldNameFillsCellsTheTerminalCanHold() {
        for entry in WorldNames.all {
            var buffer = Buffer(size: Size(width: 60, height: 1))
            let end = buffer.write(entry.fullName, x: 0, y: 0)
            #expect(end == DisplayWidth.of(entry.shown), "\(entry.script)")
            for column in 0..<end {
                let cell = buffer[column, 0]
                let scalars = Array(cell.grapheme.unicodeScalars)
                #expect(scalars.count <= Cell.maximumScalars, "\(entry.script)")
                #expect(scalars.last != "\u{200D}", "\(entry.script)")
                if let first = scalars.first {
                    #expect(Int(cell.width) == DisplayWidth.of(first), "\(entry.script)")
                    #expect(scalars.dropFirst().allSatisfy { DisplayWidth.of($0) == 0 }, "\(entry.script)")
                }
                if cell.width == 2 { #expect(buffer[column + 1, 0].isContinuation, "\(entry.script)") }
            }
        }
    }

    /// A frame in a theme with its own text colours draws every style over them: a style's
    /// `.default` colour is the theme's (decision 2220), and blanks have its background.
    @Test func aThemesTextColoursAreUnderEveryStyleDrawn() {
        var buffer = Buffer(size: Size(width: 6, height: 2), theme: .highContrast)
        let text = Theme.highContrast.look(.text)
        #expect(buffer[5, 1].style == Style(foreground: text.foreground, background: text.background))
        buffer.write("ab", x: 0, y: 0, style: .bold)
        #expect(
            buffer[0, 0].style == Style(foreground: text.foreground, background: text.background, attributes: .bold))
        buffer.write("c", x: 3, y: 0, style: Style(foreground: .red))
        #expect(buffer[3, 0].style == Style(foreground: .red, background: text.background))
        buffer.fill(Rect(x: 0, y: 1, width: 2, height: 1))
        #expect(buffer[0, 1].style.background == text.background)
    }
}
