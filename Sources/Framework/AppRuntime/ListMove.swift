import ViewModelCore

/// A move through a list as a key names it; how many rows a page is, only the last frame knows.
public enum ListMove: Hashable, Sendable {
    /// One row up.
    case up
    /// One row down.
    case down
    /// A page up.
    case pageUp
    /// A page down.
    case pageDown
    /// Half a page up.
    case halfPageUp
    /// Half a page down.
    case halfPageDown
    /// The first row.
    case top
    /// The last row.
    case bottom

    /// The cursor move in a list showing `pageRows` rows: a page keeps one row of context; half a
    /// page is at least one row.
    public func cursorMove(pageRows: Int) -> ListCursor.Move {
        switch self {
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp(rows: max(1, pageRows - 1))
        case .pageDown: .pageDown(rows: max(1, pageRows - 1))
        case .halfPageUp: .pageUp(rows: max(1, pageRows / 2))
        case .halfPageDown: .pageDown(rows: max(1, pageRows / 2))
        case .top: .home
        case .bottom: .end
        }
    }

    /// The first line shown after this move through text of which `pageRows` lines show, from
    /// `offset`, kept within 0...`limit` (the help overlay's and a sheet's scroll): a page is the
    /// lines shown, half a page at least one line.
    public func scrollOffset(from offset: Int, pageRows: Int, limit: Int) -> Int {
        let start = min(max(0, offset), limit)
        let page = max(1, pageRows)
        let target: Int =
            switch self {
            case .up: start - 1
            case .down: start + 1
            case .pageUp: start - page
            case .pageDown: start + page
            case .halfPageUp: start - max(1, page / 2)
            case .halfPageDown: start + max(1, page / 2)
            case .top: 0
            case .bottom: limit
            }
        return max(0, min(target, limit))
    }
}
