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
}
