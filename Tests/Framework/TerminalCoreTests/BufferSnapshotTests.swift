import TerminalCore
import TerminalTestSupport
import Testing

@Suite struct BufferSnapshotTests {
    @Test func framesLinesAndMapsStylesPerColumn() {
        var buffer = Buffer(size: Size(width: 6, height: 2))
        buffer.write("日a", x: 0, y: 0, style: .reverse)
        buffer.write("b", x: 3, y: 0, style: Style(foreground: .red, attributes: .bold))
        buffer.write("c", x: 4, y: 0, style: Style(foreground: .green))
        buffer.write("d", x: 0, y: 1, style: .dim)
        buffer.write("e", x: 1, y: 1, style: .underline)
        buffer.write("f", x: 2, y: 1, style: Style(attributes: .italic))
        #expect(
            BufferSnapshot.text(of: buffer) == """
                size 6×2
                text
                │日abc │
                │def   │
                styles (R reverse, B bold, D dim, U underline, I italic, lowercase/* coloured, . plain)
                │RRRb*.│
                │DUI...│

                """)
    }

    @Test func diffShowsOnlyChangedLinesWithNumbers() {
        let diff = SnapshotDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(diff == "line 2 - b\nline 2 + B\nline 4 + d")
    }
}
