import TerminalCore

/// A modal sheet: a centered bordered box with a title, a close hint ("Esc close") in its
/// bottom edge, and a body of label/value rows or lines.
///
/// Draws over whatever the buffer holds and clears only its own box, so the screen beneath is
/// untouched outside `frame(in:)`; closing it is just rendering the screen without it.
public struct Sheet: Widget {
    /// The text in the box's top edge.
    public var title: String
    /// The body: label/value rows, headings and lines.
    public var rows: [DetailRow]
    /// The hint in the box's bottom edge, as the sheet's key table says it.
    public var closeHint: String
    /// The widest the box grows, in columns, borders included.
    public var maximumWidth: Int
    /// The narrowest the box is, in columns, borders included (where the area has room).
    public var minimumWidth: Int
    /// The fewest body lines the box holds (where the area has room). With `minimumWidth`, this
    /// keeps a sheet whose values arrive later from changing size when they do.
    public var minimumBodyHeight: Int

    /// A sheet of `rows`, between `minimumWidth` and `maximumWidth` columns wide.
    public init(
        title: String, rows: [DetailRow], closeHint: String = "Esc close", maximumWidth: Int = 72,
        minimumWidth: Int = 20, minimumBodyHeight: Int = 0
    ) {
        self.title = title
        self.rows = rows
        self.closeHint = closeHint
        self.maximumWidth = maximumWidth
        self.minimumWidth = minimumWidth
        self.minimumBodyHeight = minimumBodyHeight
    }

    /// A sheet whose body is plain lines, each wrapped.
    public init(title: String, lines: [String], closeHint: String = "Esc close", maximumWidth: Int = 72) {
        self.init(title: title, rows: lines.map(DetailRow.text), closeHint: closeHint, maximumWidth: maximumWidth)
    }

    /// Columns between the border and the body on each side.
    private static let padding = 1

    /// The box this sheet occupies when drawn over `area`: sized to its content, centered, and
    /// leaving a margin of the screen beneath visible where there is room.
    public func frame(in area: Rect) -> Rect {
        let chrome = 2 + 2 * Self.padding
        let available = min(maximumWidth, area.width - (area.width >= 24 ? 4 : 0))
        let body = DetailPane(rows: rows)
        let edgeText = max(DisplayWidth.of(TextSanitizer.sanitize(title)), DisplayWidth.of(closeHint)) + 6
        let wanted = max(body.naturalWidth(limit: max(1, available - chrome)) + chrome, edgeText, minimumWidth)
        let width = min(wanted, available)
        let bodyHeight = max(body.height(forWidth: max(1, width - chrome)), minimumBodyHeight)
        let height = min(bodyHeight + 2, area.height - (area.height >= 12 ? 2 : 0))
        return area.centered(width: width, height: height)
    }

    /// Draws the sheet's box over what the buffer holds, centered in `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        let box = frame(in: area)
        guard !box.isEmpty else { return }
        Box(title: title, footer: closeHint).render(into: &buffer, area: box)
        let body = Box.interior(of: box).inset(left: Self.padding, right: Self.padding)
        DetailPane(rows: rows).render(into: &buffer, area: body)
    }
}
