import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct SheetTests {
    private let sheet = Sheet(
        title: "More info",
        rows: [
            .field("ID", "60d0fe4f5311236168a109ca"),
            .field("Name", "Ms Sara Andersen"),
            .field("Email", "sara.andersen@example.com"),
            .field("Gender", "female"),
            .field("Born", "2 March 1996"),
            .field("Registered", "Monday 21 June 2021, 21:02"),
            .field("Phone", "N/A"),
            .field("Address", "9614 Søndermarksvej, Kongsvinger, Nordjylland, Denmark, UTC+02:00"),
        ])

    @Test(arguments: snapshotSizes)
    func overTheScreen(size: Size) {
        var buffer = backdrop(size)
        sheet.render(into: &buffer, area: buffer.area)
        assertSnapshot(of: buffer, named: "more-info-\(size.width)x\(size.height)")
    }

    @Test func leavesEverythingOutsideItsFrameUntouched() {
        let size = Size(width: 80, height: 24)
        let before = backdrop(size)
        var after = before
        sheet.render(into: &after, area: after.area)
        let frame = sheet.frame(in: after.area)
        for y in 0..<size.height {
            for x in 0..<size.width where !frame.contains(x: x, y: y) {
                #expect(after[x, y] == before[x, y])
            }
        }
        var restored = after
        restored.copy(frame, from: before)
        #expect(restored == before)
    }

    @Test func linesBodyWraps() {
        let lines = Sheet(title: "Note", lines: ["A long line of text that has to wrap inside the sheet body"])
        let buffer = render(lines, width: 40, height: 12)
        #expect(buffer.lines.contains { $0.contains("┌─ Note ") })
        #expect(buffer.lines.contains { $0.contains(" Esc close ─┘") })
    }
}

@Suite struct SheetHostileTextTests {
    @Test func hostileTitleAndValuesAreDrawnHarmlessly() {
        let sheet = Sheet(title: "\u{1B}[2Jtitle", rows: [.field("x\u{9B}y", "\u{1B}]52;c;ZXZpbA==\u{7}")])
        let buffer = render(sheet, width: 40, height: 12)
        let unsafe = buffer.cells.contains { cell in
            cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
        }
        #expect(!unsafe)
        #expect(buffer.lines.contains { $0.contains("\u{FFFD}[2Jtitle") })
    }

    @Test func tinyAreasDoNotCrash() {
        for width in 0...6 {
            for height in 0...4 {
                _ = render(Sheet(title: "More info", rows: [.field("ID", "1")]), width: width, height: height)
                _ = render(HelpOverlay(bindings: sampleBindings), width: width, height: height)
                _ = render(
                    ListView(count: 1_000_000, selection: 5, isLoadingMore: true) { ListRow("\($0)", secondary: "s") },
                    width: width, height: height)
                _ = render(TextField(state: TextFieldState(text: "日本語"), isFocused: true), width: width, height: height)
                _ = render(BarChart(bars: [BarChart.Bar(label: "00", value: 1)]), width: width, height: height)
            }
        }
    }
}
