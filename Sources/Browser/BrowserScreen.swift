import AppRuntime
import PresentationModel
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// A list → detail → "more info" sheet screen over any items, run on a `Store` of `BrowserState`:
/// `/` filters the list, Enter (or a click on the selected row) opens the selected item's detail —
/// beside the list where its `SplitLayout` says the area is wide enough, alone where not — `m`/`i`
/// toggle its sheet, and Esc (or ←, Backspace) closes what is in front. The app gives the items'
/// look as `BrowserContent`.
///
/// Holds only what `layout(in:)` kept for the frame: the list's scroll, page height, view (built
/// once a frame, drawn by `render`) and rows, the panes and the filter row. Threading: main thread only.
public final class BrowserScreen<Item: Sendable>: Screen {
    private let store: Store<BrowserState<Item>, BrowserEvent>
    private let content: BrowserContent<Item>
    private let split: SplitLayout
    private var scroll = ListScroll()
    private var pageRows = 10
    private var list: ListView?
    private var listLayout: ListLayout?
    private var panes = SplitPanes()
    private var fieldRow: Rect?

    /// A browser drawing `store`'s state as `content` says, its panes laid out by `split` (tern's
    /// Users split by default: beside from 100 columns, the list 40%, one blank column).
    public init(
        store: Store<BrowserState<Item>, BrowserEvent>, content: BrowserContent<Item>,
        split: SplitLayout = SplitLayout(gap: 1)
    ) {
        self.store = store
        self.content = content
        self.split = split
    }

    /// The content's title.
    public var title: String { content.title }

    /// "53 countries", or "4 of 53 countries" while a filter is set.
    public var titleStatus: String {
        let state = store.state
        let count = state.shown.count
        let noun = count == 1 ? content.noun.singular : content.noun.plural
        return state.filter.isEmpty ? "\(count) \(noun)" : "\(count) of \(state.items.count) \(content.noun.plural)"
    }

    /// Publishes each state of the store.
    public var stateChanges: AnyPublisher<Void, Never> { store.states.map { _ in () }.eraseToAnyPublisher() }

    /// The keys of what is in front: the list, the detail, the sheet or the filter field.
    public var keyBindings: [KeyBinding] { keyMap.bindings }

    /// The wheel and clicks on the list.
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }

    /// True while the filter field has focus.
    public var isCapturingText: Bool { store.state.isFiltering }

    private var keyMap: KeyMap<BrowserKeyMap.Command> {
        let state = store.state
        if state.isFiltering { return BrowserKeyMap.filtering }
        let stage = state.presentation.stage
        if stage == .sheet { return BrowserKeyMap.sheetOnly(noun: content.noun.singular) }
        return BrowserKeyMap.browsing(noun: content.noun.singular, canOpen: stage == .list)
    }

    /// Dispatches `key` through the browser's key map.
    public func handle(_ key: Key) -> KeyOutcome {
        let state = store.state
        if let command = keyMap.command(for: key) { return perform(command) }
        if state.isFiltering {
            var field = state.filter
            guard field.handle(key) else { return .ignored }
            store.send(.editFilter(field))
        } else if state.presentation.stage != .list, GlobalKeys.back.keys.contains(key) {
            store.send(.present(.back))
        } else {
            return .ignored
        }
        return .handled
    }

    /// Scrolls, selects or opens by the list's rows in the last layout.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        guard let hit = ListMouseMap.hit(for: event, in: listLayout, selection: store.state.cursor.selection),
            let command = keyMap.command(for: hit.gesture)
        else { return .ignored }
        if command == .point, let move = hit.move {
            store.send(.move(move))
            return .handled
        }
        return perform(command)
    }

    /// A paste is one edit of the filter field while it has focus.
    public func handle(paste text: String) -> KeyOutcome {
        guard store.state.isFiltering else { return .ignored }
        var field = store.state.filter
        field.paste(text)
        store.send(.editFilter(field))
        return .handled
    }

    private func perform(_ command: BrowserKeyMap.Command) -> KeyOutcome {
        switch command {
        case .move(let move): store.send(.move(move.cursorMove(pageRows: pageRows)))
        case .present(let event): store.send(.present(event))
        case .filter: store.send(.focusFilter)
        case .acceptFilter: store.send(.endFilter)
        case .clearFilter: store.send(.clearFilter)
        case .point: return .ignored
        }
        return .handled
    }

    /// Keeps the filter row (while the field has focus or text), the panes `split` gives the rest,
    /// and the list's scroll, page height and rows there.
    public func layout(in area: Rect) {
        let state = store.state
        var rest = area
        fieldRow = nil
        if state.isFiltering || !state.filter.isEmpty {
            let (row, below) = area.splitTop(1)
            (fieldRow, rest) = (row, below)
        }
        panes = split.panes(for: state.presentation, in: rest)
        guard let listArea = panes.list else {
            (list, listLayout) = (nil, nil)
            return
        }
        var view = listView(state)
        scroll = view.resolvedScroll(in: listArea)
        view.scroll = scroll
        pageRows = max(1, listArea.height)
        (list, listLayout) = (view, view.layout(in: listArea))
    }

    /// Draws the filter row, the list, the detail beside or instead of it, and the sheet over them.
    public func render(into buffer: inout Buffer, area: Rect) {
        let state = store.state
        if let fieldRow {
            TextField(state: state.filter, prompt: "/ ", placeholder: "filter", isFocused: state.isFiltering)
                .render(into: &buffer, area: fieldRow.inset(left: 1, right: 1))
        }
        if let list, let listArea = panes.list { list.render(into: &buffer, area: listArea) }
        panes.drawDivider(into: &buffer)
        if let detail = panes.detail, let item = state.selected {
            content.detail(item).render(into: &buffer, area: detail.inset(left: 1, right: 1))
        }
        if state.presentation.isSheetOpen, let item = state.selected {
            let more = content.more(item)
            Sheet(title: more.title, rows: more.rows, closeHint: sheetCloseHint).render(into: &buffer, area: area)
        }
    }

    /// The list as the state and the kept scroll draw it.
    private func listView(_ state: BrowserState<Item>) -> ListView {
        ListView(
            count: state.shown.count, selection: state.shown.isEmpty ? nil : state.cursor.selection, scroll: scroll,
            emptyMessage: "No \(content.noun.plural) match “\(state.filter.text)”"
        ) { [content, store] row in
            // Read when drawn, not captured: the list is kept between frames, and a captured state
            // would pin its arrays, so the next change to them would copy them whole.
            let state = store.state
            return row < state.shown.count ? content.row(state.items[state.shown[row]]) : ListRow.placeholder
        }
    }

    /// "Esc/m/i close": the back key and the sheet's own keys, from their tables.
    private var sheetCloseHint: String {
        let keys = GlobalKeys.back.keys.prefix(1) + BrowserKeyMap.sheetOnly(noun: "").bindings.flatMap(\.keys)
        return keys.map(\.description).joined(separator: "/") + " close"
    }
}
