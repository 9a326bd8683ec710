import TerminalCore

/// The reverse-video bar at the top of a screen: the title on the left, status text (data source,
/// counts) on the right. Uses the first row of its area.
public struct TitleBar: Widget {
    public var title: String
    public var status: String

    public init(title: String, status: String = "") {
        self.title = title
        self.status = status
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return }
        buffer.fill(row, style: Palette.bar)
        let inner = row.inset(left: 1, right: 1)
        let statusText = TextLayout.truncate(status, toWidth: inner.width / 2)
        let statusWidth = DisplayWidth.of(statusText)
        let titleRoom = inner.width - (statusWidth > 0 ? statusWidth + 2 : 0)
        buffer.write(
            TextLayout.truncate(title, toWidth: titleRoom), x: inner.x, y: row.y, style: Palette.barTitle, clip: inner)
        if statusWidth > 0 {
            buffer.write(statusText, x: inner.maxX - statusWidth, y: row.y, style: Palette.bar, clip: inner)
        }
    }
}
