import TerminalCore

/// A bordered box in light Unicode box characters (┌─┐│└┘) with an optional title in the top
/// edge and footer (e.g. a close hint) in the bottom edge. Clears its interior.
public struct Box: Widget {
    /// The text in the top edge; none when empty.
    public var title: String
    /// The text at the right of the bottom edge, e.g. a close hint; none when empty.
    public var footer: String

    /// A box with an optional title and footer.
    public init(title: String = "", footer: String = "") {
        self.title = title
        self.footer = footer
    }

    /// The area inside the border.
    public static func interior(of area: Rect) -> Rect {
        area.inset(by: 1)
    }

    /// Clears `area` and draws the border, the title and the footer on it.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard area.width >= 2, area.height >= 2 else {
            buffer.fill(area)
            return
        }
        buffer.fill(area)
        let horizontal = String(repeating: "─", count: area.width - 2)
        buffer.write("┌" + horizontal + "┐", x: area.x, y: area.y, style: buffer.theme[.border], clip: area)
        buffer.write("└" + horizontal + "┘", x: area.x, y: area.maxY - 1, style: buffer.theme[.border], clip: area)
        for row in area.y + 1..<area.maxY - 1 {
            buffer.write("│", x: area.x, y: row, style: buffer.theme[.border])
            buffer.write("│", x: area.maxX - 1, y: row, style: buffer.theme[.border])
        }
        let edge = area.inset(left: 2, right: 2)
        if !title.isEmpty {
            let text = " " + TextLayout.truncate(title, toWidth: edge.width - 2) + " "
            buffer.write(text, x: edge.x, y: area.y, style: buffer.theme[.accent], clip: edge)
        }
        if !footer.isEmpty {
            let text = " " + TextLayout.truncate(footer, toWidth: edge.width - 2) + " "
            let x = max(edge.x, edge.maxX - DisplayWidth.of(text))
            buffer.write(text, x: x, y: area.maxY - 1, style: buffer.theme[.secondary], clip: edge)
        }
    }
}
