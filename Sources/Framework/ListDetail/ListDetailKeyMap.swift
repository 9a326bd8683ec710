import AppRuntime
import PresentationModel
import TerminalCore
import Widgets

/// The component's key and mouse tables, one for each part that can be in front — the list (with
/// the detail beside it), the filter field, the detail alone, the sheet — as `KeyMap`s of
/// `ListDetailCommand`. The screen dispatches every key and gesture from them, and the status bar,
/// the help and the sheet's close hint read them, so the help cannot lie. A binding that would do
/// nothing now (open with no rows, retry what did not fail) is left out. `noun` names the items.
public enum ListDetailKeyMap {
    /// The stage in front, with what its table depends on: the one value the table is built from.
    public enum Stage: Hashable, Sendable {
        /// The list, and the detail beside it when `detailOpen`.
        case list(hasRows: Bool, hasItems: Bool, detailOpen: Bool, hasFilter: Bool)
        /// The filter field has the keys.
        case editingFilter
        /// A search field has the keys and its rows are matches Enter picks from (Weather's cities).
        case picking
        /// The detail alone, in the list's place.
        case detail(hasItem: Bool, canRetry: Bool)
        /// The sheet over everything.
        case sheet

        /// The presentation's stage, whose keys of the section's own apply.
        var presentationStage: Presentation.Stage? {
            switch self {
            case .list: .list
            case .editingFilter, .picking: nil
            case .detail: .detail
            case .sheet: .sheet
            }
        }
    }

    /// The key that opens the field, as a filter says it.
    public static let filterKey = KeyBinding(
        keys: [.character("/")], label: "filter", help: "Filter the list", action: "filter")

    /// The table of `stage` for items called `noun`, without the section's keys; `field` opens
    /// the text field, which is for `fieldRole`.
    public static func keyMap(
        _ stage: Stage, noun: String, field: KeyBinding = filterKey, fieldRole: ListFieldRole = .filter
    ) -> KeyMap<ListDetailCommand> {
        switch stage {
        case .list(let hasRows, let hasItems, let detailOpen, let hasFilter):
            var entries: [KeyMap<ListDetailCommand>.Entry] = []
            if hasRows { entries.append(open(noun)) }
            if detailOpen { entries.append(back) }
            if hasItems { entries.append(KeyMap.Entry(field, .openFilter)) }
            if hasFilter { entries.append(clear) }
            if hasRows { entries.append(more(noun)) }
            entries.append(reload)
            guard hasRows else { return KeyMap(entries) }
            let click = KeyMap<ListDetailCommand>.MouseEntry(
                MouseBinding(.clickSelectedRow, help: "Open the selected \(noun) (so does a double click)"), .open)
            return KeyMap(entries) + moves + KeyMap(mouse: pointer + [click])
        case .editingFilter:
            return fieldRole == .search ? editingSearch : editingFilter
        case .picking:
            return picking
        case .detail(let hasItem, let canRetry):
            return KeyMap((hasItem ? [more(noun)] : []) + [back] + (canRetry ? [retry(noun)] : []))
        case .sheet:
            let close = KeyMap.Entry(
                KeyBinding(
                    keys: [.escape, .character("m"), .character("i"), .backspace],
                    actions: ["back", "more_info", "more_info", "back"], label: "close",
                    help: "Close the more-info sheet", statusKeyCount: 3),
                ListDetailCommand.closeSheet)
            let outside = KeyMap.MouseEntry(
                MouseBinding(.clickOutside, help: "Close the more-info sheet"), ListDetailCommand.closeSheet)
            let wheel = KeyMap.MouseEntry(
                MouseBinding(.wheel, help: "Scroll the more-info sheet, \(ListMouseMap.wheelRows) lines a notch"),
                ListDetailCommand.scrollSheet(.down))
            return KeyMap([close, scrollSheet], mouse: [outside, wheel])
        }
    }

    /// The wheel over a full-screen detail taller than the screen scrolls it.
    static let scrollDetail = KeyMap<ListDetailCommand>.MouseEntry(
        MouseBinding(.wheel, help: "Scroll the detail, \(ListMouseMap.wheelRows) lines a notch"),
        ListDetailCommand.scrollDetail(ListMouseMap.wheelRows))

    /// A click beside or below what the full-screen detail drew goes back to the list.
    static let clickOutsideDetail = KeyMap<ListDetailCommand>.MouseEntry(
        MouseBinding(.clickOutside, help: "Go back to the list (beside or below the detail)"), ListDetailCommand.back)

    /// The list moves scroll a sheet taller than the screen (it says "↓ N more" in its edge).
    private static let scrollSheet = KeyMap<ListDetailCommand>.Entry(
        KeyBinding(
            keys: ListKeyMap.bindings.flatMap(\.keys), actions: ListKeyMap.bindings.flatMap(\.actions),
            label: "scroll", help: "Scroll the more-info sheet", showsInStatusBar: false)
    ) { key in .scrollSheet(ListKeyMap.keyMap.command(for: key) ?? .down) }

    private static func open(_ noun: String) -> KeyMap<ListDetailCommand>.Entry {
        KeyMap.Entry(
            KeyBinding(keys: [.enter, .right], label: "open", help: "Open the selected \(noun)", action: "open"), .open)
    }

    private static let back = KeyMap.Entry(
        KeyBinding(
            keys: [.escape, .left, .backspace], label: "back", help: "Close the detail", statusKeyCount: 2,
            action: "back"),
        ListDetailCommand.back)

    private static let clear = KeyMap.Entry(
        KeyBinding(
            keys: [.escape], label: "clear filter", help: "Clear the filter and close it", action: "clear_filter"),
        ListDetailCommand.clearFilter)

    private static func more(_ noun: String) -> KeyMap<ListDetailCommand>.Entry {
        KeyMap.Entry(
            KeyBinding(
                keys: [.character("m"), .character("i")], label: "more info",
                help: "Show or hide more info about the \(noun)", action: "more_info"),
            .toggleSheet)
    }

    private static let reload = KeyMap.Entry(
        KeyBinding(
            keys: [.character("r")], label: "reload", help: "Load the list again (retry after an error)",
            action: "reload"),
        ListDetailCommand.reload)

    private static func retry(_ noun: String) -> KeyMap<ListDetailCommand>.Entry {
        KeyMap.Entry(
            KeyBinding(
                keys: [.character("r")], label: "retry", help: "Load the \(noun) again after an error",
                action: "reload"), .reload)
    }

    /// The list moves (every key of `ListKeyMap`).
    static let moves = ListKeyMap.keyMap.map(ListDetailCommand.move)

    /// The wheel and a click on a row move the selection (`ListMouseMap`).
    static let pointer = ListMouseMap.bindings.map { KeyMap.MouseEntry($0, ListDetailCommand.point) }

    /// While a search field has the keys: Enter searches, Esc leaves the field (its text stays), `/`
    /// starts a new search as it does from the list (the text selected, so typing replaces it: a
    /// search made on a pause leaves the field focused, and a search never holds a "/"); the list
    /// moves as in a filter field.
    private static let editingSearch =
        KeyMap(
            [
                KeyMap.Entry(
                    KeyBinding(
                        keys: [.enter], label: "search", help: "Search now, and return to the list",
                        action: "search_now"),
                    ListDetailCommand.commitFilter),
                KeyMap.Entry(
                    KeyBinding(
                        keys: [.escape], label: "leave field", help: "Leave the search field", action: "leave_field"),
                    ListDetailCommand.clearFilter),
                KeyMap.Entry(
                    KeyBinding(
                        keys: [.character("/")], label: "new search",
                        help: "Start a new search: the text is selected, typing replaces it", showsInStatusBar: false,
                        action: "new_search"),
                    ListDetailCommand.openFilter),
            ])
        + KeyMap(Array(editingFilter.entries.dropFirst(2)), mouse: pointer)

    /// While a search field's rows are matches: Enter picks the selected one, the rest as in
    /// `editingSearch` (the same action, `search_now`, so a remap moves both).
    private static let picking =
        KeyMap([
            KeyMap.Entry(
                KeyBinding(keys: [.enter], label: "pick", help: "Pick the selected match", action: "search_now"),
                ListDetailCommand.commitFilter)
        ]) + KeyMap(Array(editingSearch.entries.dropFirst()), mouse: editingSearch.mouseEntries)

    /// While the filter field has the keys: ↑/↓ and PgUp/PgDn still move (the wheel and clicks
    /// too); every other printable key types, and a paste is one edit.
    private static let editingFilter = KeyMap(
        [
            KeyMap.Entry(
                KeyBinding(
                    keys: [.enter], label: "keep filter", help: "Keep the filter and return to the list",
                    action: "keep_filter"),
                ListDetailCommand.commitFilter),
            clear,
            KeyMap.Entry(
                KeyBinding(
                    keys: [.up, .down], actions: ["up", "down"], label: "move",
                    help: "Move the selection while filtering")
            ) {
                .move($0 == .up ? .up : .down)
            },
            KeyMap.Entry(
                KeyBinding(
                    keys: [.pageUp, .pageDown], actions: ["page_up", "page_down"], label: "page",
                    help: "Move a page while filtering")
            ) {
                .move($0 == .pageUp ? .pageUp : .pageDown)
            },
        ],
        mouse: pointer)
}
