import AppRuntime
import PresentationModel
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// The one list → detail → sheet screen: the rows (a filter field above them while one is open),
/// the detail of the item opened — beside the list where the slots' `SplitLayout` says the width
/// allows, in its place narrower — and the sheet over either, drawn from a `ListDetailState` and
/// filled by the section's `ListDetailSlots`. Keys, the mouse and pastes become the component's
/// events through its key tables (`ListDetailKeyMap`) and the section's own keys.
///
/// Passive: renders `store.state` (a section's store scoped to its list, or the component's own)
/// and sends its events. Its only own state is view state kept by `layout(in:)`, which the runtime
/// calls before each frame (`render` only draws): the scroll, the rows shown, the list as laid
/// out, the panes, where the rows, the sheet and the full-screen detail's content go (for clicks),
/// the width; and the sheet's scroll, which its keys and the wheel move and opening it resets, and
/// the full-screen detail's, which the wheel moves and another item resets. Threading: main thread only.
public final class ListDetailScreen<Item: Equatable & Sendable, Detail: Equatable & Sendable>: Screen {
    /// The component's store.
    public let store: Store<ListDetailState<Item, Detail>, ListDetailEvent<Item, Detail>>
    let slots: ListDetailSlots<Item, Detail>
    var scroll = ListScroll()
    var visibleRows = 20
    private var list: ListView?
    private(set) var drawnList: ListLayout?
    private(set) var drawnSheet: Rect?
    /// The sheet's first body line shown, and the largest that still fills it (from the last layout).
    var sheetScroll = 0
    private(set) var sheetScrollLimit = 0
    private(set) var panes = SplitPanes()
    /// The full-screen detail's first row shown, the largest that still fills its pane, and the
    /// item it scrolls (from the last layout): another item starts at its top.
    var detailScroll = 0
    private(set) var detailScrollLimit = 0
    private var scrolledDetailItem: Item?
    /// Where the full-screen detail drew something (not blank): a click outside it goes back.
    private(set) var drawnDetailContent: Rect?
    private(set) var fieldRow: Rect?
    private var headerArea: Rect?
    private var headingArea: Rect?
    private var listArea: Rect?
    private(set) var laidOutWidth = 80
    /// The whole area of the last layout: a click in it off the full-screen detail's content goes back.
    private(set) var laidOutArea = Rect(x: 0, y: 0, width: 80, height: 22)
    /// The tables last built for the status bar and for dispatching keys, with what each was built
    /// from: a burst of moves, and every frame of it, builds each once.
    var shownTable: ListDetailTable?
    var dispatchTable: ListDetailTable?
    /// The keys the person bound (`rebind`), which every table is remapped by.
    private(set) var keys = KeyRemap()

    /// A screen drawing `store`'s state into `slots`; it sends `appear`, so the first page loads.
    public init(
        store: Store<ListDetailState<Item, Detail>, ListDetailEvent<Item, Detail>>, slots: ListDetailSlots<Item, Detail>
    ) {
        self.store = store
        self.slots = slots
        store.send(.appear)
    }

    /// The store's state, read in place: a property read through it copies only that property,
    /// not the whole state (a generic value the screen reads a dozen times a key).
    var state: ListDetailState<Item, Detail> {
        _read { yield store.state }
    }

    /// True when the detail is drawn beside the list.
    var showsSplit: Bool { slots.split.isSplit(state.presentation, width: laidOutWidth) }

    /// True when the detail is drawn in the list's place: open on a narrow screen.
    var showsDetailAlone: Bool { state.presentation.isDetailOpen && !showsSplit }

    /// The section's title with the rows' count ("Users · 107", "12 of 107 match"), or the item's
    /// while its detail is drawn alone.
    public var title: String {
        let (state, count) = (state, slots.count)
        if showsDetailAlone, let item = state.detailItem { return slots.itemTitle(item) }
        if state.rows.isEmpty && state.rows.total == nil { return slots.title }
        guard let filter = state.filter, !filter.query.isEmpty, let matches = filter.matches else {
            return "\(slots.title) · \(count(state.rows.count))" + (state.searchRequest != nil ? " · searching…" : "")
        }
        let shown = "\(count(matches.count)) of \(count(state.rows.count)) match"
        if state.searchRequest != nil { return shown + " · searching…" }
        guard !state.searchesWholeList, state.pageRequest != nil, let total = state.rows.total else { return shown }
        return shown + " · searching… \(count(state.rows.loadedCount)) of \(count(total))"
    }

    /// The store's states.
    public var stateChanges: AnyPublisher<Void, Never> { store.states.map { _ in () }.eraseToAnyPublisher() }

    /// The position ("12/107"), where the rows came from, the section's own, and what is under way
    /// or failed beside the rows.
    public var titleStatus: String {
        let state = state
        var parts = [state.position(slots.count), state.load.value ?? nil].compactMap { $0 } + slots.status(state)
        if state.load.isLoading && !state.rows.isEmpty { parts.append("reloading…") }
        if let failure = state.load.failure, !state.rows.isEmpty {
            parts.append("reload failed: \(failure.message)")
        }
        if let failure = state.pageFailure {
            parts.append("more failed: \(failure.message)" + (failure.isRetryable ? " — r to retry" : ""))
        }
        return parts.joined(separator: " · ")
    }

    /// From now on every table is remapped by `keys`.
    public func rebind(_ keys: KeyRemap) {
        self.keys = keys
        shownTable = nil
        dispatchTable = nil
    }

    /// Where the rows came from ("sample data", "offline …") and the section's own notices: drawn
    /// as warnings.
    public var titleNotices: [String] {
        let state = state
        return [state.load.value ?? nil].compactMap { $0 } + slots.notices(state)
    }

    /// The table in front's keys, for the status bar and the help.
    public var keyBindings: [KeyBinding] { keyMap.bindings }
    /// The table in front's mouse actions, for the help.
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }

    /// True while the filter field has the keys: it is editing and nothing covers it.
    public var isCapturingText: Bool {
        state.isEditingFilter && !state.presentation.isSheetOpen && !showsDetailAlone
    }

    /// True while a page or a detail the store asked for is on its way.
    public var awaitsAnswer: Bool { store.isAwaitingAnswer }

    /// Keeps the width, the panes, the filter row, the section's header and list heading, the rows
    /// shown, the scroll, the list and where its rows go, and where the sheet goes, of a frame in `area`.
    public func layout(in area: Rect) {
        let state = state
        (laidOutWidth, laidOutArea) = (area.width, area)
        (fieldRow, headerArea, headingArea, listArea) = (nil, nil, nil, nil)
        var body = area
        // A search field is the section's, across the whole width; a filter's sits above the rows.
        if state.filter != nil, state.fieldRole == .search {
            (fieldRow, body) = body.splitTop(1)
        }
        if let header = slots.header(state, body.width) {
            var top: Rect
            (top, body) = body.splitTop(header.height)
            headerArea = top
        }
        panes = slots.split.panes(
            for: state.presentation, in: body, listNaturalWidth: slots.listWidth(state).map { $0 + 1 } ?? 0)
        layoutDetailAlone()
        let sheetLayout = state.presentation.isSheetOpen ? sheet?.layout(in: area) : nil
        drawnSheet = sheetLayout?.box
        sheetScrollLimit = sheetLayout?.maximumScrollOffset ?? 0
        sheetScroll = min(sheetScroll, sheetScrollLimit)
        guard var rows = panes.list else {
            (list, drawnList) = (nil, nil)
            return
        }
        if state.filter != nil, state.fieldRole == .filter {
            (fieldRow, rows) = rows.splitTop(1)
        }
        visibleRows = max(1, rows.height)
        guard slots.placeholder(state) == nil, var built = listView() else {
            (list, drawnList) = (nil, nil)
            return
        }
        if let heading = slots.listHeading(state, rows.height) {
            var top: Rect
            (top, rows) = rows.splitTop(heading.height)
            headingArea = top
            visibleRows = max(1, rows.height)
        }
        if let width = slots.listWidth(state) {
            // As wide as the rows need, with a column for the scrollbar when they do not all fit.
            let scrollbar = built.count > rows.height ? 1 : 0
            rows = rows.splitLeft(min(rows.width, width + scrollbar)).0
            headingArea = headingArea.map { $0.splitLeft(rows.width).0.inset(right: scrollbar) }
        }
        scroll = built.resolvedScroll(in: rows)
        built.scroll = scroll
        (list, drawnList, listArea) = (built, built.layout(in: rows), rows)
    }

    /// Draws the field row, the header, the list, the detail beside or instead of it, and the
    /// sheet over them.
    public func render(into buffer: inout Buffer, area: Rect) {
        let state = state
        buffer.fill(area)
        if let headerArea, let header = slots.header(state, headerArea.width) {
            header.widget.render(into: &buffer, area: headerArea)
        }
        panes.drawDivider(into: &buffer)
        if let paneArea = panes.detail, let item = state.detailItem {
            let area = detailArea(in: paneArea)
            renderDetail(slots.detail(item, state.detail), into: &buffer, area: area)
            // A click off what the full-screen detail drew goes back (read from the frame itself).
            drawnDetailContent = showsDetailAlone ? Self.content(of: buffer, in: area) : nil
        }
        if let filter = state.filter, let fieldRow {
            TextField(
                state: filter.field, prompt: slots.fieldPrompt, placeholder: slots.filterPlaceholder,
                isFocused: filter.isEditing
            ).render(into: &buffer, area: fieldRow)
        }
        if let rows = panes.list {
            let belowField = fieldRow != nil && state.fieldRole == .filter
            renderRows(into: &buffer, area: belowField ? rows.inset(top: 1) : rows)
        }
        if state.presentation.isSheetOpen, let sheet {
            sheet.render(into: &buffer, area: area)
        }
    }

    /// Where the detail goes in its pane: inside the section's margins.
    private func detailArea(in pane: Rect) -> Rect {
        pane.inset(left: slots.detailMargin, right: slots.detailMargin)
    }

    /// Keeps the full-screen detail's scroll: how far a detail that measures itself taller than its
    /// pane (`MeasuredWidget`) can scroll, a new item at its top. Where it drew something is kept
    /// when it is drawn (`render`).
    private func layoutDetailAlone() {
        let state = state
        guard showsDetailAlone, let pane = panes.detail, let item = state.detailItem else {
            (detailScroll, detailScrollLimit, scrolledDetailItem, drawnDetailContent) = (0, 0, nil, nil)
            return
        }
        if item != scrolledDetailItem { (detailScroll, scrolledDetailItem) = (0, item) }
        let area = detailArea(in: pane)
        let height =
            slots.movesInDetail
            ? nil : (slots.detail(item, state.detail) as? any MeasuredWidget)?.height(forWidth: area.width)
        detailScrollLimit = max(0, (height ?? area.height) - area.height)
        detailScroll = min(detailScroll, detailScrollLimit)
    }

    /// The smallest rect holding every cell of `area` that is not a plain blank; `nil` for none.
    private static func content(of buffer: Buffer, in area: Rect) -> Rect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where buffer[x, y] != .blank() {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Draws `detail` into `area`, scrolled by `detailScroll` when it is the full-screen detail.
    private func renderDetail(_ detail: any Widget, into buffer: inout Buffer, area: Rect) {
        guard showsDetailAlone, detailScroll > 0 else { return detail.render(into: &buffer, area: area) }
        var scratch = Buffer(
            size: Size(width: area.width, height: area.height + detailScrollLimit), theme: buffer.theme)
        detail.render(into: &scratch, area: scratch.area)
        buffer.fill(area)
        buffer.draw(scratch, fromRow: detailScroll, into: area)
    }

    /// The sheet of the item shown; its close hint is read from its key table.
    var sheet: Sheet? {
        let state = state
        guard let item = state.detailItem else { return nil }
        let (title, rows) = slots.sheet(item, state.detail)
        return Sheet(
            title: title, rows: rows,
            closeHint: ListDetailKeyMap.keyMap(.sheet, noun: slots.noun).hint(for: .closeSheet) ?? "",
            maximumWidth: slots.sheetSize.width, minimumWidth: slots.sheetFitsContent ? 20 : slots.sheetSize.width,
            minimumBodyHeight: slots.sheetFitsContent ? 0 : slots.sheetSize.bodyHeight, scrollOffset: sheetScroll)
    }

    /// The rows as a list, when they show (not the spinner, the error or the empty words).
    private func listView() -> ListView? {
        let state = state
        if state.showsSpinner { return nil }
        if case .failed = state.load, state.rows.isEmpty { return nil }
        if case .loaded = state.load, state.rows.count == 0 { return nil }
        return ListView(
            count: state.visibleCount,
            selection: state.visibleCount > 0 ? state.cursor.selection : nil,
            scroll: scroll,
            emptyMessage:
                "No \(slots.noun) matches \(TextLayout.quoted(state.filter?.query ?? "")) — Esc clears the filter",
            isLoadingMore: state.rows.mayHaveMore && state.pageRequest != nil,
            // The rows are given the frame's state when drawn (`renderRows`): a state captured here
            // would be kept with the list between frames and pin its rows, so every page that came
            // next would copy them whole.
            row: { _ in ListRow.placeholder }
        )
    }

    private func renderRows(into buffer: inout Buffer, area: Rect) {
        let state = state
        if let placeholder = slots.placeholder(state) {
            placeholder.render(into: &buffer, area: area)
        } else if let list {
            if let headingArea, let heading = slots.listHeading(state, area.height) {
                heading.widget.render(into: &buffer, area: headingArea)
            }
            // One state for every row of the frame, let go of with this copy of the list.
            var list = list
            let highlight = state.fieldRole == .filter ? state.filter?.query ?? "" : ""
            list.row = { [slots] row in
                guard var listRow = slots.visibleRow(state, row, slots.row) else { return ListRow.placeholder }
                listRow.highlight = highlight
                return listRow
            }
            list.render(into: &buffer, area: listArea ?? area)
        } else if state.showsSpinner {
            Spinner(frame: state.spinnerFrame, message: slots.loadingText, animates: state.animates).render(
                into: &buffer, area: area)
        } else if let failure = state.load.failure {
            ErrorBanner(message: failure.message, retryHint: failure.isRetryable ? "r to retry" : nil)
                .render(into: &buffer, area: area.inset(top: 1))
        } else {
            EmptyState(message: slots.emptyText, hint: "r to reload").render(into: &buffer, area: area)
        }
    }
}
