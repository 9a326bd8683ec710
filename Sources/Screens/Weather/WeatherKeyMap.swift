import TerminalCore
import ViewModels
import Widgets

/// The Weather screen's key and mouse tables, one per mode, as data: the screen dispatches from
/// them and the status bar and help overlay render them, so the help never lies. A binding that
/// would do nothing in the current state (e.g. "more" before any forecast) is left out of the table.
enum WeatherKeyMap {
    /// What a key or mouse action in a table asks for; list moves come from `ListKeyMap` and
    /// `ListMouseMap`.
    enum Action: Equatable, Sendable {
        case intent(WeatherIntent)
        /// Typing in the search field (handled by the field's editing state).
        case editText
        /// ↑/↓ PgUp/PgDn while typing, the wheel and clicks on rows: move through the list
        /// (the days, or the recent cities).
        case moveInList
        /// Copy a line about the selected day to the clipboard.
        case copyDay
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

    /// One row of a mouse table.
    struct MouseEntry: Equatable, Sendable {
        var binding: MouseBinding
        var action: Action
        /// Only where the last frame drew rows to click (not under a narrow detail).
        var needsRows = false
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

    /// The mouse entries of `mode` that apply in `state`, when the last frame drew list rows or not.
    static func mouseEntries(for mode: Mode, in state: WeatherState, rowsDrawn: Bool) -> [MouseEntry] {
        switch mode {
        case .moreInfo:
            return [
                MouseEntry(
                    binding: MouseBinding(.clickOutside, help: "Close the sheet"), action: .intent(.closeMoreInfo))
            ]
        case .list, .detail, .searchField:
            let field = MouseEntry(
                binding: MouseBinding(.clickField, help: "Search (like /)"), action: .intent(.focusSearch))
            let rows = state.rowCount > 0 ? listMouse.filter { rowsDrawn || !$0.needsRows } : []
            return rows + (mode == .searchField ? [] : [field])
        }
    }

    /// The action of a mouse gesture in `mode` and `state`, if the table has one.
    static func action(
        for gesture: MouseGesture, in mode: Mode, state: WeatherState, rowsDrawn: Bool
    ) -> Action? {
        mouseEntries(for: mode, in: state, rowsDrawn: rowsDrawn).first { $0.binding.gesture == gesture }?.action
    }

    private static let listMouse: [MouseEntry] =
        ListMouseMap.bindings.map {
            MouseEntry(binding: $0, action: .moveInList, needsRows: $0.gesture != .wheel)
        } + [
            MouseEntry(
                binding: MouseBinding(
                    .clickSelectedRow, help: "Open the day's detail, or search the recent city (so does a double click)"
                ),
                action: .intent(.activate), needsRows: true)
        ]

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

    private static let copy = Entry(
        binding: KeyBinding(
            keys: [.character("y")], label: "copy",
            help: "Copy a line about the selected day to the clipboard (OSC 52)", showsInStatusBar: false),
        action: .copyDay, availability: .withForecast)

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
            more, units, reload, copy,
        ]

    private static let detail: [Entry] =
        [
            Entry(
                binding: KeyBinding(
                    keys: [.escape, .left, .backspace], label: "back", help: "Close the detail, back to the days",
                    statusKeyCount: 2),
                action: .intent(.closeDetail))
        ] + focus + [more, units, reload, copy]

    private static let moreInfo: [Entry] = [
        Entry(
            binding: KeyBinding(
                keys: [.escape, .character("m"), .character("i"), .backspace], label: "close",
                help: "Close the sheet", statusKeyCount: 3),
            action: .intent(.closeMoreInfo)),
        units, copy,
    ]
}
