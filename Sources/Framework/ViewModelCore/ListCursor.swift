/// The selected row of a list of `count` rows, and how it moves: the part of list state that
/// every list screen shares. Pure and `O(1)`, whatever the count.
public struct ListCursor: Hashable, Sendable {
    /// A movement the user asked for.
    public enum Move: Hashable, Sendable {
        /// One row up.
        case up
        /// One row down.
        case down
        /// Up by the given number of rows: a page, half a page, a notch of the wheel.
        case pageUp(rows: Int)
        /// Down by the given number of rows.
        case pageDown(rows: Int)
        /// The first row.
        case home
        /// The last row.
        case end
        /// To the given row (a click).
        case to(Int)
    }

    /// The selected row; `0` when the list is empty.
    public private(set) var selection: Int

    /// A cursor on `selection` (negative values select the first row).
    public init(selection: Int = 0) {
        self.selection = max(0, selection)
    }

    /// The cursor after `move` in a list of `count` rows (always inside `0..<count`, or 0 when empty).
    public func moved(_ move: Move, count: Int) -> ListCursor {
        guard count > 0 else { return ListCursor() }
        let target: Int
        switch move {
        case .up: target = selection - 1
        case .down: target = selection + 1
        case .pageUp(let rows): target = selection - max(1, rows)
        case .pageDown(let rows): target = selection + max(1, rows)
        case .home: target = 0
        case .end: target = count - 1
        case .to(let row): target = row
        }
        return ListCursor(selection: min(max(0, target), count - 1))
    }

    /// The cursor kept inside a list that now has `count` rows.
    public func clamped(count: Int) -> ListCursor {
        ListCursor(selection: count > 0 ? min(selection, count - 1) : 0)
    }
}
