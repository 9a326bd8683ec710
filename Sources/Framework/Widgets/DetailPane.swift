import TerminalCore

/// Label/value rows with the labels in one aligned column, values wrapped by display width,
/// an optional heading, and clipping at the bottom of the area (a secondary "…" in the last column
/// says rows were cut).
public struct DetailPane: MeasuredWidget {
    /// A paragraph above the rows, in the heading style.
    public var heading: String?
    /// The rows, in order.
    public var rows: [DetailRow]

    /// A pane of `rows` under an optional `heading`.
    public init(heading: String? = nil, rows: [DetailRow]) {
        self.heading = heading
        self.rows = rows
    }

    /// A piece of text placed at a column of a laid-out line.
    struct Segment {
        var text: String
        var x: Int
        var role: Theme.Role
    }

    /// The lines this pane draws at `width`, before clipping.
    func layout(width: Int) -> [[Segment]] {
        guard width > 0 else { return [] }
        var lines: [[Segment]] = []
        func paragraph(_ text: String, role: Theme.Role) {
            lines += TextLayout.wrap(text, width: width).map { [Segment(text: $0, x: 0, role: role)] }
        }
        if let heading {
            paragraph(heading, role: .heading)
            lines.append([])
        }
        let labelWidth = Self.labelColumnWidth(rows: rows, width: width)
        let valueX = labelWidth + 2
        for row in rows {
            switch row {
            case .field(let label, let value):
                let labelSegment = Segment(
                    text: TextLayout.truncate(label, toWidth: labelWidth), x: 0, role: .label)
                let values = valueX < width ? TextLayout.wrap(value, width: width - valueX) : [""]
                for (index, line) in values.enumerated() {
                    let valueSegment = Segment(text: line, x: valueX, role: .text)
                    lines.append(index == 0 ? [labelSegment, valueSegment] : [valueSegment])
                }
            case .text(let text):
                paragraph(text, role: .text)
            case .heading(let text):
                paragraph(text, role: .heading)
            case .blank:
                lines.append([])
            }
        }
        return lines
    }

    /// Rows this pane needs at `width` to show everything (for sizing a sheet around it).
    public func height(forWidth width: Int) -> Int {
        layout(width: width).count
    }

    /// The widest line at `width` (for sizing a sheet around it).
    func naturalWidth(limit: Int) -> Int {
        layout(width: limit).reduce(0) { widest, line in
            max(widest, line.map { $0.x + DisplayWidth.of($0.text) }.max() ?? 0)
        }
    }

    /// Draws the heading and the rows from the top of `area`, clipping at its bottom.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let lines = layout(width: area.width)
        for (index, line) in lines.prefix(area.height).enumerated() {
            for segment in line {
                buffer.write(
                    segment.text, x: area.x + segment.x, y: area.y + index, style: buffer.theme[segment.role],
                    clip: area)
            }
        }
        if lines.count > area.height {
            buffer.write(
                String(TextLayout.ellipsis), x: area.maxX - 1, y: area.maxY - 1, style: buffer.theme[.secondary])
        }
    }

    /// The label column: as wide as the widest label, but at most a third of the width.
    private static func labelColumnWidth(rows: [DetailRow], width: Int) -> Int {
        let widest = rows.reduce(0) { widest, row in
            guard case .field(let label, _) = row else { return widest }
            return max(widest, DisplayWidth.of(TextSanitizer.sanitize(label)))
        }
        return min(widest, max(1, width / 3))
    }
}
