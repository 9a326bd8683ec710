import TerminalCore

/// A virtualized list: draws only the rows that fit, asking `row` for exactly those.
///
/// Its cost depends on the visible rows, never on `count`. The selected row is the theme's
/// `selection` across the whole width of its pane, secondary text included, as lazygit, k9s and
/// fzf mark it (decision 2221, which supersedes 0904's bar ending after the name). A scrollbar appears in the last column when the rows do not all fit; an empty list shows
/// `emptyMessage`; `isLoadingMore` adds a trailing "loading more…" row.
public struct ListView: Widget {
    /// How many rows the list holds.
    public var count: Int
    /// The selected row, if any.
    public var selection: Int?
    /// The scroll a frame starts from; the frame moves it just enough to keep the selection visible.
    public var scroll: ListScroll
    /// What an empty list shows.
    public var emptyMessage: String
    /// Adds a trailing "loading more…" row.
    public var isLoadingMore: Bool
    /// Rows kept visible above and below the selection, where the list allows.
    public var margin: Int
    /// The row at an index; asked only for the rows drawn.
    public var row: (Int) -> ListRow

    /// A list of `count` rows, each made by `row` when it is drawn.
    public init(
        count: Int,
        selection: Int?,
        scroll: ListScroll = ListScroll(),
        emptyMessage: String = "Nothing to show",
        isLoadingMore: Bool = false,
        margin: Int = 2,
        row: @escaping (Int) -> ListRow
    ) {
        self.count = max(0, count)
        self.selection = selection
        self.scroll = scroll
        self.emptyMessage = emptyMessage
        self.isLoadingMore = isLoadingMore
        self.margin = margin
        self.row = row
    }

    /// The text of the trailing row shown while more rows load.
    public static let loadingMoreText = "loading more…"

    /// Rows in the list including the trailing loading row.
    private var totalRows: Int { count + (isLoadingMore ? 1 : 0) }

    /// The scroll this list uses when drawn in `area`: `scroll` adjusted to keep the selection
    /// visible. Screens keep it when they lay out a frame, after a move or a resize.
    public func resolvedScroll(in area: Rect) -> ListScroll {
        ListScroll(
            offset: ListScroll.adjusted(
                offset: scroll.offset, selection: selection, count: totalRows, visibleRows: area.height,
                margin: margin))
    }

    /// Where this list's rows go when drawn in `area`, without drawing: what a screen lays out
    /// before a frame and hit-tests clicks against.
    public func layout(in area: Rect) -> ListLayout {
        let showsScrollbar = totalRows > area.height
        let rows = area.splitLeft(showsScrollbar ? area.width - 1 : area.width).0
        return ListLayout(rows: rows, offset: resolvedScroll(in: area).offset, count: count)
    }

    /// Draws the visible rows, the selection, the scrollbar and the "loading more…" row into `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        let layout = layout(in: area)
        guard !area.isEmpty else { return }
        let (offset, rowsArea) = (layout.offset, layout.rows)
        let showsScrollbar = totalRows > area.height
        buffer.fill(area)
        if totalRows == 0 {
            EmptyState(message: emptyMessage).render(into: &buffer, area: area)
            return
        }
        let lastVisible = min(totalRows, offset + area.height)
        for index in offset..<lastVisible {
            let rowRect = Rect(x: rowsArea.x, y: rowsArea.y + index - offset, width: rowsArea.width, height: 1)
            if index >= count {
                buffer.write(
                    Self.loadingMoreText, x: rowRect.x + 1, y: rowRect.y, style: buffer.theme[.secondary], clip: rowRect
                )
                continue
            }
            row(index).render(into: &buffer, area: rowRect)
            if index == selection {
                buffer.patchStyle(buffer.theme[.selection], in: rowRect)
            }
        }
        if showsScrollbar {
            Scrollbar(total: totalRows, offset: offset, visible: area.height).render(
                into: &buffer, area: area.splitLeft(rowsArea.width).1)
        }
    }
}
