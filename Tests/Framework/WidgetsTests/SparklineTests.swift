import TerminalCore
import TerminalTestSupport
import Testing
import Widgets

@Suite struct SparklineTests {
    @Test func scalesBetweenMinimumAndMaximum() {
        #expect(Sparkline(values: [0, 1, 2, 3, 4, 5, 6, 7]).glyphs == "▁▂▃▄▅▆▇█")
        #expect(Sparkline(values: [-5, nil, 5]).glyphs == "▁ █")
        #expect(Sparkline(values: [3, 3]).glyphs == "▄▄")
        #expect(Sparkline(values: [nil, .nan]).glyphs == "  ")
        #expect(Sparkline(values: []).glyphs == "")
    }

    @Test(arguments: snapshotSizes)
    func hourlyTemperatures(size: Size) {
        let day: [Double?] = [4, 3, 3, 2, 2, 3, 5, 7, 9, 11, 12, 13, 14, 14, 13, 12, 10, 9, 8, nil, 7, 6, 5, 5]
        let values = day + day.map { $0.map { $0 + 2 } }
        assertSnapshot(
            of: render(Sparkline(values: values), width: size.width, height: size.height),
            named: "hourly-\(size.width)x\(size.height)")
    }
}

@Suite struct ChartExtremeValueTests {
    @Test func extremeValuesNeverTrap() {
        let values: [Double?] = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 0, .nan, .infinity]
        #expect(Sparkline(values: values).glyphs.count == values.count)
        let chart = BarChart(bars: values.enumerated().map { BarChart.Bar(label: "\($0.offset)", value: $0.element) })
        var buffer = Buffer(size: Size(width: 40, height: 8))
        chart.render(into: &buffer, area: buffer.area)
        #expect(chart.bars[1].valueText == "")
    }
}
