import TerminalCore

/// A one-column scroll position indicator: a dim track (│) with a solid thumb (█) whose size and
/// position show which part of `total` rows is visible.
public struct Scrollbar: Widget {
    /// How many rows there are.
    public var total: Int
    /// The first visible row.
    public var offset: Int
    /// How many rows are visible.
    public var visible: Int

    /// A scrollbar for `visible` rows from `offset` of `total`.
    public init(total: Int, offset: Int, visible: Int) {
        self.total = total
        self.offset = offset
        self.visible = visible
    }

    /// The thumb's first row and height within a track of `height` rows.
    public func thumb(height: Int) -> (start: Int, length: Int) {
        guard total > visible, height > 0 else { return (0, height) }
        let length = max(1, height * visible / total)
        let travel = height - length
        let start = travel * min(max(offset, 0), total - visible) / (total - visible)
        return (start, length)
    }

    /// Draws the track and the thumb down the first column of `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let (start, length) = thumb(height: area.height)
        for row in 0..<area.height {
            let isThumb = row >= start && row < start + length
            buffer.write(
                isThumb ? "█" : "│", x: area.x, y: area.y + row,
                style: isThumb ? buffer.theme[.text] : buffer.theme[.scrollbar])
        }
    }
}
