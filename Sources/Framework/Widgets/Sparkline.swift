import TerminalCore

/// A one-row chart: each value becomes one of ▁▂▃▄▅▆▇█ scaled between the series' minimum and
/// maximum; a missing value is a space. Shows as many values, from the first, as fit the width.
public struct Sparkline: Widget {
    /// The eighth-block glyphs from lowest to highest.
    public static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The values, left to right; `nil` is a gap.
    public var values: [Double?]
    /// How the glyphs are drawn.
    public var style: Style?

    /// A sparkline of `values`, drawn in `style` (the theme's accent when `nil`).
    public init(values: [Double?], style: Style? = nil) {
        self.values = values
        self.style = style
    }

    /// The glyphs for `values`, one per value.
    public var glyphs: String {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = present.min(), let high = present.max() else {
            return String(repeating: " ", count: values.count)
        }
        let span = high - low
        return String(
            values.map { value -> Character in
                guard let value, value.isFinite else { return " " }
                guard span > 0 else { return Self.levels[3] }
                guard let level = ((value - low) / span * 7).roundedInt else { return " " }
                return Self.levels[min(max(level, 0), 7)]
            })
    }

    /// Draws the glyphs that fit in the first row of `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return }
        let style = style ?? buffer.theme[.accent]
        buffer.write(String(glyphs.prefix(row.width)), x: row.x, y: row.y, style: style, clip: row)
    }
}
