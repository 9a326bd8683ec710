import TerminalCore
import ViewModels
import Widgets

/// The Weather screen's key tables, one per mode, as data: the screen dispatches from them and the
/// status bar and help overlay render them, so the help never lies.
enum WeatherKeyMap {
    /// What a key in a table asks for; list moves come from `ListKeyMap`.
    enum Action: Equatable {
        case intent(WeatherIntent)
        /// Typing in the search field (handled by the field's editing state).
        case editText
        /// ↑/↓ PgUp/PgDn while typing: move through the list below (e.g. the recent cities).
        case moveInList
    }

    /// Which table applies.
    enum Mode: Equatable {
        case searchField, list, detail, moreInfo
    }

    struct Entry {
        var binding: KeyBinding
        var action: Action
    }

    static func entries(for mode: Mode) -> [Entry] {
        switch mode {
        case .searchField: searchField
        case .list: list
        case .detail: detail
        case .moreInfo: moreInfo
        }
    }

    /// The bindings of `mode`, for the status bar and help; list moves included where they apply.
    static func bindings(for mode: Mode) -> [KeyBinding] {
        let own = entries(for: mode).map(\.binding)
        switch mode {
        case .list, .detail: return own + ListKeyMap.bindings
        case .searchField, .moreInfo: return own
        }
    }

    /// The action of `key` in `mode`, if the table has one.
    static func action(for key: Key, in mode: Mode) -> Action? {
        entries(for: mode).first { $0.binding.keys.contains(key) }?.action
    }

    private static let searchField: [Entry] = [
        Entry(
            binding: KeyBinding(keys: [.enter], label: "search", help: "Search for the city typed"),
            action: .intent(.submitQuery)),
        Entry(
            binding: KeyBinding(keys: [.escape], label: "leave field", help: "Leave the search field"),
            action: .intent(.leaveSearch)),
        Entry(
            binding: KeyBinding(
                keys: [.up, .down, .pageUp, .pageDown], label: "list", help: "Move through the list below while typing",
                showsInStatusBar: false),
            action: .moveInList),
        Entry(
            binding: KeyBinding(
                keys: [.left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k")],
                label: "edit", help: "Edit: ←/→ Home/End move, Backspace/Del delete, Ctrl-U/Ctrl-K cut",
                showsInStatusBar: false),
            action: .editText),
    ]

    private static let list: [Entry] = [
        Entry(
            binding: KeyBinding(
                keys: [.character("/"), .character("s")], label: "search", help: "Type a city to search"),
            action: .intent(.focusSearch)),
        Entry(
            binding: KeyBinding(
                keys: [.enter, .right], label: "open", help: "Open the selected day (or search the recent city)"),
            action: .intent(.activate)),
        Entry(
            binding: KeyBinding(
                keys: [.character("m"), .character("i")], label: "more",
                help: "More info: every field of the selected day"),
            action: .intent(.toggleMoreInfo)),
        Entry(
            binding: KeyBinding(
                keys: [.character("u")], label: "units", help: "Switch between °C and °F without reloading"),
            action: .intent(.toggleUnits)),
        Entry(
            binding: KeyBinding(
                keys: [.character("r")], label: "reload", help: "Retry after an error, or reload the city"),
            action: .intent(.retry)),
    ]

    private static let detail: [Entry] = [
        Entry(
            binding: KeyBinding(keys: [.escape, .left], label: "back", help: "Close the detail, back to the days"),
            action: .intent(.closeDetail)),
        Entry(
            binding: KeyBinding(
                keys: [.character("/"), .character("s")], label: "search", help: "Type a city to search"),
            action: .intent(.focusSearch)),
        Entry(
            binding: KeyBinding(
                keys: [.character("m"), .character("i")], label: "more",
                help: "More info: every field of the selected day"),
            action: .intent(.toggleMoreInfo)),
        Entry(
            binding: KeyBinding(
                keys: [.character("u")], label: "units", help: "Switch between °C and °F without reloading"),
            action: .intent(.toggleUnits)),
        Entry(
            binding: KeyBinding(keys: [.character("r")], label: "reload", help: "Reload the city"),
            action: .intent(.retry)),
    ]

    private static let moreInfo: [Entry] = [
        Entry(
            binding: KeyBinding(
                keys: [.escape, .character("m"), .character("i")], label: "close", help: "Close the sheet"),
            action: .intent(.closeMoreInfo)),
        Entry(
            binding: KeyBinding(
                keys: [.character("u")], label: "units", help: "Switch between °C and °F without reloading"),
            action: .intent(.toggleUnits)),
    ]
}
