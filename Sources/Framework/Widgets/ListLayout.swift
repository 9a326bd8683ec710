import TerminalCore

/// Where a `ListView` drew its rows in a frame: the rect of the rows (the scrollbar column left
/// out), the list row in its first line, and how many rows the list holds. Screens keep the layout
/// of the frame they drew and test clicks against it, so a click picks the row that was on screen.
public struct ListLayout: Hashable, Sendable {
    /// The rect of the rows, the scrollbar column left out.
    public var rows: Rect
    /// The list row drawn in the first line of `rows`.
    public var offset: Int
    /// How many rows the list holds.
    public var count: Int

    /// The layout of a list drawn in `rows`, scrolled to `offset`, with `count` rows.
    public init(rows: Rect, offset: Int, count: Int) {
        self.rows = rows
        self.offset = offset
        self.count = count
    }

    /// The list row drawn at cell (`x`, `y`), or `nil` when the cell is outside the rows or past
    /// the last one (the "loading more…" line, blank lines below a short list).
    public func row(atX x: Int, y: Int) -> Int? {
        guard rows.contains(x: x, y: y) else { return nil }
        let row = offset + y - rows.y
        return row < count ? row : nil
    }
}
