import TerminalCore

/// Where a `SplitLayout` put a frame's panes: the list, the divider line and the detail, each
/// absent when not shown. Sections keep the panes of the frame they lay out and hit-test against
/// them, so a click lands in the pane that was on screen.
public struct SplitPanes: Hashable, Sendable {
    /// A pane a cell belongs to.
    public enum Pane: Hashable, Sendable {
        case list, detail
    }

    public var list: Rect?
    /// The one-column divider line between the list and the detail, when both show.
    public var divider: Rect?
    public var detail: Rect?

    public init(list: Rect? = nil, divider: Rect? = nil, detail: Rect? = nil) {
        self.list = list
        self.divider = divider
        self.detail = detail
    }

    /// True when the detail sits beside the list.
    public var isSplit: Bool { list != nil && detail != nil }

    /// The pane at cell (`x`, `y`); `nil` on the divider, the gap before it, or outside the panes.
    public func pane(atX x: Int, y: Int) -> Pane? {
        if list?.contains(x: x, y: y) == true { return .list }
        if detail?.contains(x: x, y: y) == true { return .detail }
        return nil
    }

    /// Draws the divider line, dim, down its column.
    public func drawDivider(into buffer: inout Buffer) {
        guard let divider else { return }
        for row in divider.y..<divider.maxY {
            buffer.write("│", x: divider.x, y: row, style: .dim)
        }
    }
}
