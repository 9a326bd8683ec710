import TerminalCore

/// Where a `SplitLayout` put a frame's panes: the list, the divider line and the detail, each
/// absent when not shown. Sections keep the panes of the frame they lay out and draw into them.
public struct SplitPanes: Hashable, Sendable {
    /// Where the list went, when it shows.
    public var list: Rect?
    /// The one-column divider line between the list and the detail, when both show.
    public var divider: Rect?
    /// Where the detail went, when it shows.
    public var detail: Rect?

    /// Panes at the given places.
    public init(list: Rect? = nil, divider: Rect? = nil, detail: Rect? = nil) {
        self.list = list
        self.divider = divider
        self.detail = detail
    }

    /// Draws the divider line, dim, down its column.
    public func drawDivider(into buffer: inout Buffer) {
        guard let divider else { return }
        for row in divider.y..<divider.maxY {
            buffer.write("│", x: divider.x, y: row, style: buffer.theme[.border])
        }
    }
}
