/// Where a list is scrolled to: the index of the first visible row.
///
/// A plain value the view state keeps between frames. `adjusted` is the pure rule that moves
/// it just enough to keep the selection visible with a margin of rows around it.
public struct ListScroll: Hashable, Sendable {
    /// The index of the first visible row.
    public var offset: Int

    /// A scroll with `offset` as the first visible row.
    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// The offset that shows `selection` with at least `margin` rows above and below it (fewer at
    /// the ends of the list), moving as little as possible from `offset`, and never scrolling
    /// past the last row. Cost is constant: it does not depend on `count`.
    public static func adjusted(
        offset: Int, selection: Int?, count: Int, visibleRows: Int, margin: Int = 2
    ) -> Int {
        guard count > 0, visibleRows > 0 else { return 0 }
        let effectiveMargin = max(0, min(margin, (visibleRows - 1) / 2))
        var result = offset
        if let selection {
            let selected = min(max(selection, 0), count - 1)
            if selected < result + effectiveMargin {
                result = selected - effectiveMargin
            }
            if selected > result + visibleRows - 1 - effectiveMargin {
                result = selected - (visibleRows - 1 - effectiveMargin)
            }
        }
        return min(max(result, 0), max(0, count - visibleRows))
    }
}
