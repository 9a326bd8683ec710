import TerminalCore
import ViewModels
import Widgets

/// The Weather screen's key tables, one per mode, as data: the screen dispatches from them and the
/// status bar and help overlay render them, so the help never lies. A binding that would do
/// nothing in the current state (e.g. "more" before any forecast) is left out of the table.
enum WeatherKeyMap {
    /// What a key in a table asks for; list moves come from `ListKeyMap`.
    enum Action: Equatable, Sendable {
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

    /// When a binding does something.
    enum Availability: Equatable, Sendable {
        case always
        /// A forecast is on screen.
        case withForecast
        /// The list offers recent cities (idle).
        case offeringRecentCities
        /// `r` retries or reloads: after a failure or "no such city", or with a forecast shown.
        case retryable

        func holds(in state: WeatherState) -> Bool {
            switch self {
            case .always: true
            case .withForecast: state.report != nil
            case .offeringRecentCities: state.isOfferingRecentCities
            case .retryable:
                switch state.phase {
                case .failed, .notFound, .loaded: true
                case .idle, .loading: false
                }
            }
        }
    }

    /// One row of a table: the binding people see, what it does, and when it applies.
    struct Entry: Equatable, Sendable {
        var binding: KeyBinding
        var action: Action
        var availability = Availability.always
    }

    /// The entries of `mode` that apply in `state`.
    static func entries(for mode: Mode, in state: WeatherState) -> [Entry] {
        let table: [Entry] =
            switch mode {
            case .searchField: searchField
            case .list: list
            case .detail: detail
            case .moreInfo: moreInfo
            }
        return table.filter { $0.availability.holds(in: state) }
    }

    /// The bindings of `mode` in `state`, for the status bar and help; list moves where they apply.
    static func bindings(for mode: Mode, in state: WeatherState) -> [KeyBinding] {
        let own = entries(for: mode, in: state).map(\.binding)
        switch mode {
        case .list, .detail: return state.rowCount > 0 ? own + ListKeyMap.bindings : own
        case .searchField, .moreInfo: return own
        }
    }

    /// The action of `key` in `mode` and `state`, if the table has one.
    static func action(for key: Key, in mode: Mode, state: WeatherState) -> Action? {
        entries(for: mode, in: state).first { $0.binding.keys.contains(key) }?.action
    }

    private static let focus = [
        Entry(
            binding: KeyBinding(keys: [.character("/")], label: "search", help: "Type a city to search"),
            action: .intent(.focusSearch)),
        Entry(
            binding: KeyBinding(
                keys: [.character("s")], label: "search", help: "Type a city to search (like /)",
                showsInStatusBar: false),
            action: .intent(.focusSearch)),
    ]

    private static let more = Entry(
        binding: KeyBinding(
            keys: [.character("m"), .character("i")], label: "more",
            help: "More info: every field of the selected day, the source and the time of fetch"),
        action: .intent(.toggleMoreInfo), availability: .withForecast)

    private static let units = Entry(
        binding: KeyBinding(
            keys: [.character("u")], label: "units", help: "Switch °C and m/s ⇄ °F and mph, without reloading"),
        action: .intent(.toggleUnits))

    private static let reload = Entry(
        binding: KeyBinding(keys: [.character("r")], label: "reload", help: "Retry after an error, or reload the city"),
        action: .intent(.retry), availability: .retryable)

    private static let searchField: [Entry] = [
        Entry(
            binding: KeyBinding(keys: [.enter], label: "search", help: "Search now (empty field: the recent city)"),
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

    private static let list: [Entry] =
        focus + [
            Entry(
                binding: KeyBinding(keys: [.enter, .right], label: "open", help: "Open the selected day's detail"),
                action: .intent(.activate), availability: .withForecast),
            Entry(
                binding: KeyBinding(keys: [.enter], label: "search", help: "Search the selected recent city"),
                action: .intent(.activate), availability: .offeringRecentCities),
            more, units, reload,
        ]

    private static let detail: [Entry] =
        [
            Entry(
                binding: KeyBinding(
                    keys: [.escape, .left, .backspace], label: "back", help: "Close the detail, back to the days",
                    statusKeyCount: 2),
                action: .intent(.closeDetail))
        ] + focus + [more, units, reload]

    private static let moreInfo: [Entry] = [
        Entry(
            binding: KeyBinding(
                keys: [.escape, .character("m"), .character("i"), .backspace], label: "close",
                help: "Close the sheet", statusKeyCount: 3),
            action: .intent(.closeMoreInfo)),
        units,
    ]
}
