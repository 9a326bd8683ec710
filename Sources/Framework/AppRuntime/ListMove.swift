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
        let page = max(1, pageRows)
        let rows =
            switch self {
            case .up: -1
            case .down: 1
            case .pageUp: -page
            case .pageDown: page
            case .halfPageUp: -max(1, page / 2)
            case .halfPageDown: max(1, page / 2)
            case .top: -max(0, offset)
            case .bottom: max(0, limit)
            }
        return Self.scrollOffset(offset, by: rows, limit: limit)
    }

    /// `offset` moved by `rows` (a wheel notch's), kept within 0...`limit`.
    public static func scrollOffset(_ offset: Int, by rows: Int, limit: Int) -> Int {
        max(0, min(min(max(0, offset), limit) + rows, limit))
    }
}
