import TerminalCore

/// A vertical bar chart in text, e.g. hourly temperatures: one bar per value drawn with eighth
/// blocks (▁…█) so heights are smooth, the value above each bar and its label below.
///
/// Bars scale between the series' minimum and maximum (negative values are fine); the lowest
/// bar still shows a sliver. A missing value leaves its slot empty. Bars that do not fit the
/// width are left out from the right.
public struct BarChart: Widget {
    /// One bar: its label under the axis, its value, and the text shown above it.
    public struct Bar: Hashable, Sendable {
        /// The text under the axis, e.g. an hour.
        public var label: String
        /// The value that sets the bar's height; `nil` leaves the slot empty.
        public var value: Double?
        /// The text above the bar.
        public var valueText: String

        /// A bar; without `valueText`, the value rounded is shown above it.
        public init(label: String, value: Double?, valueText: String? = nil) {
            self.label = label
            self.value = value
            self.valueText = valueText ?? value.flatMap(\.roundedInt).map(String.init) ?? ""
        }
    }

    /// The bars, left to right.
    public var bars: [Bar]
    /// How the bars are drawn.
    public var style: Style?

    /// A chart of `bars`, drawn in `style` (the theme's accent when `nil`).
    public init(bars: [Bar], style: Style? = nil) {
        self.bars = bars
        self.style = style
    }

    /// Columns per bar slot, the gap included: the widest label, or value (at most 6), and a gap, so
    /// that no label is cut ("9PM"); a caller shows as many bars as fit its width.
    public var slotWidth: Int {
        let widest = bars.reduce(2) { widest, bar in
            max(
                widest, DisplayWidth.of(TextSanitizer.sanitize(bar.label)),
                min(DisplayWidth.of(TextSanitizer.sanitize(bar.valueText)), 6))
        }
        return widest + 1
    }

    /// The height of each bar in eighths of a row, for a chart `rows` rows tall.
    func eighths(rows: Int) -> [Int?] {
        let present = bars.compactMap(\.value).filter(\.isFinite)
        guard let low = present.min(), let high = present.max(), rows > 0 else { return bars.map { _ in nil } }
        let top = rows * 8
        return bars.map { bar in
            guard let value = bar.value, value.isFinite else { return nil }
            guard high > low else { return top / 2 }
            return ((value - low) / (high - low) * Double(top - 1)).roundedInt.map { 1 + $0 }
        }
    }

    /// Draws the values, the bars and the labels into `area`, leaving out the bars that do not fit.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3, area.width >= 2 else { return }
        let chartRows = area.height - 2
        let slot = slotWidth
        let barWidth = slot - 1
        let heights = eighths(rows: chartRows)
        let style = style ?? buffer.theme[.accent]
        for (index, bar) in bars.enumerated() {
            let x = area.x + index * slot
            guard x + barWidth <= area.maxX else { break }
            let column = Rect(x: x, y: area.y, width: barWidth, height: area.height)
            buffer.write(
                TextLayout.truncate(bar.label, toWidth: barWidth), x: x, y: area.maxY - 1,
                style: buffer.theme[.secondary],
                clip: column)
            guard let height = heights[index] else { continue }
            let fullRows = height / 8
            let bottom = area.maxY - 2
            for row in 0..<fullRows {
                buffer.write(String(repeating: "█", count: barWidth), x: x, y: bottom - row, style: style, clip: column)
            }
            if height % 8 > 0 {
                let glyph = Sparkline.levels[height % 8 - 1]
                buffer.write(
                    String(repeating: glyph, count: barWidth), x: x, y: bottom - fullRows, style: style, clip: column)
            }
            let barTop = bottom - (height + 7) / 8 + 1
            buffer.write(
                TextLayout.truncate(bar.valueText, toWidth: barWidth), x: x, y: max(area.y, barTop - 1), style: .plain,
                clip: column)
        }
    }
}
