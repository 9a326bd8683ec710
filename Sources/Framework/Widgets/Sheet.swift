import TerminalCore

/// A modal sheet: a centered bordered box with a title, a close hint ("Esc close") in its
/// bottom edge, and a body of label/value rows or lines. A body taller than the box shows from
/// `scrollOffset` and says in the bottom edge how many lines are hidden below ("↓ 3 more").
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
    /// The first body line shown.
    public var scrollOffset: Int

    /// Where a sheet was drawn: its box, for clicks, and the largest scroll offset that still
    /// fills it, for the wheel and ↓.
    public struct Layout: Hashable, Sendable {
        /// The box the sheet drew, borders included.
        public var box: Rect
        /// The largest scroll offset that still fills the box.
        public var maximumScrollOffset: Int
    }

    /// A sheet of `rows`, between `minimumWidth` and `maximumWidth` columns wide, from body line
    /// `scrollOffset`.
    public init(
        title: String, rows: [DetailRow], closeHint: String = "Esc close", maximumWidth: Int = 72,
        minimumWidth: Int = 20, minimumBodyHeight: Int = 0, scrollOffset: Int = 0
    ) {
        self.title = title
        self.rows = rows
        self.closeHint = closeHint
        self.maximumWidth = maximumWidth
        self.minimumWidth = minimumWidth
        self.minimumBodyHeight = minimumBodyHeight
        self.scrollOffset = scrollOffset
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
        draw(into: &buffer, area: area)
    }

    /// Where the sheet goes when drawn over `area` and how far its body scrolls, without drawing.
    public func layout(in area: Rect) -> Layout {
        let box = frame(in: area)
        guard !box.isEmpty else { return Layout(box: box, maximumScrollOffset: 0) }
        let body = Box.interior(of: box).inset(left: Self.padding, right: Self.padding)
        let total = DetailPane(rows: rows).height(forWidth: body.width)
        return Layout(box: box, maximumScrollOffset: max(0, total - body.height))
    }

    /// Draws the sheet and returns where it went and how far it scrolls.
    @discardableResult
    public func draw(into buffer: inout Buffer, area: Rect) -> Layout {
        let box = frame(in: area)
        guard !box.isEmpty else { return Layout(box: box, maximumScrollOffset: 0) }
        Box(title: title, footer: closeHint).render(into: &buffer, area: box)
        let body = Box.interior(of: box).inset(left: Self.padding, right: Self.padding)
        let pane = DetailPane(rows: rows)
        let total = pane.height(forWidth: body.width)
        guard total > body.height else {
            pane.render(into: &buffer, area: body)
            return Layout(box: box, maximumScrollOffset: 0)
        }
        let maximumOffset = total - body.height
        let offset = min(max(0, scrollOffset), maximumOffset)
        var scratch = Buffer(size: Size(width: body.width, height: total), theme: buffer.theme)
        pane.render(into: &scratch, area: scratch.area)
        buffer.draw(scratch, fromRow: offset, into: body)
        let hidden = total - offset - body.height
        if hidden > 0 {
            let note = " ↓ \(hidden) more "
            buffer.write(
                note, x: box.x + 2, y: box.maxY - 1, style: buffer.theme[.secondary], clip: box.inset(left: 1, right: 1)
            )
        }
        return Layout(box: box, maximumScrollOffset: maximumOffset)
    }
}
