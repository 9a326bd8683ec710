import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct BarChartTests {
    private let chart = BarChart(
        bars: [-3.0, -1, 2, 6, 9, 11, 8, 4].enumerated().map { index, value in
            BarChart.Bar(label: index * 3 < 10 ? "0\(index * 3)" : "\(index * 3)", value: index == 5 ? nil : value)
        })

    @Test(arguments: snapshotSizes)
    func threeHourlyTemperatures(size: Size) {
        assertSnapshot(
            of: render(chart, width: size.width, height: size.height),
            named: "temperatures-\(size.width)x\(size.height)")
    }

    @Test func tallestBarFillsTheChartAndLowestShowsASliver() {
        let heights = chart.bars.indices.map { chart.bars[$0].value }
        #expect(heights[5] == nil)
        let buffer = render(chart, width: 40, height: 6)
        #expect(buffer.line(5).hasPrefix("00 03 06 09 12 15 18 21"))
        #expect(buffer.line(4).hasPrefix("▁▁"))
        #expect(buffer.line(1).contains("██"))
        #expect(buffer.line(0).contains("9"))
    }

    @Test func narrowAreaDropsBarsFromTheRight() {
        let buffer = render(chart, width: 8, height: 6)
        #expect(buffer.line(5) == "00 03 06")
    }

    /// A label wider than a value's cap (6 columns) widens every slot rather than being cut, so a
    /// caller that thins by `slotWidth` shows whole labels with a gap between them.
    @Test func aWideLabelWidensTheSlotsAndIsNeverCut() {
        let wide = BarChart(bars: [
            BarChart.Bar(label: "午後11時", value: 1, valueText: "1234567890"), BarChart.Bar(label: "12AM", value: 2),
        ])
        #expect(wide.slotWidth == 9)
        let buffer = render(wide, width: 18, height: 5)
        #expect(buffer.line(4) == "午後11時 12AM     ")
        #expect(buffer.line(3) == "▁▁▁▁▁▁▁▁ ████████ ")
        #expect(buffer.line(2) == "1234567… ████████ ")  // a value is still cut to its bar
    }
}
