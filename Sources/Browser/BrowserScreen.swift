import AppRuntime
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// A list → detail → "more info" sheet screen over any items, run on a `Store` of `BrowserState`:
/// `/` filters the list, Enter opens the selected item's detail — beside the list when the area is
/// at least `splitWidth` wide, alone when narrower — `m`/`i` toggle its sheet, and Esc (or ←,
/// Backspace) closes one level. The app gives the items' look as `BrowserContent`.
///
/// Holds only view-local state: the list's scroll and page height as the last frame drew them.
/// Threading: main thread only.
public final class BrowserScreen<Item: Sendable>: Screen {
    /// The narrowest area that shows the detail beside the list.
    public static var splitWidth: Int { 80 }

    private let store: Store<BrowserState<Item>, BrowserEvent>
    private let content: BrowserContent<Item>
    private var scroll = ListScroll()
    private var pageRows = 10

    /// A browser drawing `store`'s state as `content` says.
    public init(store: Store<BrowserState<Item>, BrowserEvent>, content: BrowserContent<Item>) {
        self.store = store
        self.content = content
    }

    public var title: String { content.title }

    public var titleStatus: String {
        let state = store.state
        let count = state.shown.count
        let noun = count == 1 ? content.noun.singular : content.noun.plural
        return state.filter.isEmpty ? "\(count) \(noun)" : "\(count) of \(state.items.count) \(content.noun.plural)"
    }

    public var stateChanges: AnyPublisher<Void, Never> { store.states.map { _ in () }.eraseToAnyPublisher() }

    public var keyBindings: [KeyBinding] { keyMap.bindings }

    public var isCapturingText: Bool { store.state.isFiltering }

    private var keyMap: KeyMap<BrowserKeyMap.Command> {
        let state = store.state
        if state.isFiltering { return BrowserKeyMap.filtering }
        if state.level == .sheet { return BrowserKeyMap.sheetOnly(noun: content.noun.singular) }
        return BrowserKeyMap.browsing(noun: content.noun.singular, canOpen: state.level == .list)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let state = store.state
        switch keyMap.command(for: key) {
        case .move(let move)?: store.send(.move(move.cursorMove(pageRows: pageRows)))
        case .open?: store.send(.open)
        case .sheet?: store.send(.toggleSheet)
        case .filter?: store.send(.focusFilter)
        case .acceptFilter?: store.send(.endFilter)
        case .clearFilter?: store.send(.clearFilter)
        case nil:
            if state.isFiltering {
                var field = state.filter
                guard field.handle(key) else { return .ignored }
                store.send(.editFilter(field))
            } else if state.level != .list, GlobalKeys.back.keys.contains(key) {
                store.send(.back)
            } else {
                return .ignored
            }
        }
        return .handled
    }

    public func handle(paste text: String) -> KeyOutcome {
        guard store.state.isFiltering else { return .ignored }
        var field = store.state.filter
        field.paste(text)
        store.send(.editFilter(field))
        return .handled
    }

    /// "Esc/m/i close": the back key and the sheet's own keys, from their tables.
    private var sheetCloseHint: String {
        let keys = GlobalKeys.back.keys.prefix(1) + BrowserKeyMap.sheetOnly(noun: "").bindings.flatMap(\.keys)
        return keys.map(\.description).joined(separator: "/") + " close"
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let state = store.state
        let wide = area.width >= Self.splitWidth
        var listArea = area
        if state.isFiltering || !state.filter.isEmpty {
            let (fieldRow, rest) = area.splitTop(1)
            TextField(state: state.filter, prompt: "/ ", placeholder: "filter", isFocused: state.isFiltering)
                .render(into: &buffer, area: fieldRow.inset(left: 1, right: 1))
            listArea = rest
        }
        if state.level != .list, let item = state.selected {
            let (left, right) =
                wide
                ? listArea.splitLeft(listArea.width * 2 / 5) : (Rect(x: area.x, y: area.y, width: 0, height: 0), area)
            listArea = left
            content.detail(item).render(into: &buffer, area: right.inset(left: wide ? 2 : 1, right: 1))
        }
        if listArea.width > 0 {
            let list = ListView(
                count: state.shown.count, selection: state.shown.isEmpty ? nil : state.cursor.selection,
                scroll: scroll, emptyMessage: "No \(content.noun.plural) match “\(state.filter.text)”"
            ) { [content] row in content.row(state.items[state.shown[row]]) }
            scroll = list.resolvedScroll(in: listArea)
            pageRows = max(1, listArea.height)
            list.render(into: &buffer, area: listArea)
        }
        if state.level == .sheet, let item = state.selected {
            let more = content.more(item)
            Sheet(title: more.title, rows: more.rows, closeHint: sheetCloseHint).render(into: &buffer, area: area)
        }
    }
}
