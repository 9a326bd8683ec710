import AppRuntime
import TerminalCore
import Widgets

/// The Weather screen's key and mouse tables, one per mode, as `KeyMap`s of `Action`: the screen
/// dispatches every key and gesture from them and the status bar, the help overlay and the sheet's
/// close hint read them, so the help never lies. A binding that would do nothing in the current
/// state (e.g. "more" before any forecast) is left out of the table.
enum WeatherKeyMap {
    /// What a key or mouse action in a table asks for.
    enum Action: Equatable, Sendable {
        case intent(WeatherIntent)
        /// Editing in the search field (handled by the field's editing state).
        case editText
        /// A move through the list (the days, or the recent cities) by key: `ListKeyMap`'s moves,
        /// ↑/↓ PgUp/PgDn while typing.
        case move(ListMove)
        /// The wheel or a click on a row: the selection moves as `ListMouseMap` hit-tests it.
        case pointerMove
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
    struct Entry {
        var entry: KeyMap<Action>.Entry
        var availability = Availability.always

        init(binding: KeyBinding, action: Action, availability: Availability = .always) {
            entry = KeyMap.Entry(binding, action)
            self.availability = availability
        }

        init(_ entry: KeyMap<Action>.Entry) {
            self.entry = entry
        }
    }

    /// The table of `mode` in `state`, when the last frame drew list rows or not: the bindings that
    /// apply, the list moves where there are rows, the mouse actions.
    static func keyMap(for mode: Mode, in state: WeatherState, rowsDrawn: Bool) -> KeyMap<Action> {
        let table: [Entry] =
            switch mode {
            case .searchField: searchField
            case .list: list
            case .detail: detail
            case .moreInfo: moreInfo
            }
        let own = KeyMap(table.filter { $0.availability.holds(in: state) }.map(\.entry))
        let mouse = KeyMap<Action>(mouse: mouseEntries(for: mode, in: state, rowsDrawn: rowsDrawn))
        switch mode {
        case .list, .detail: return (state.rowCount > 0 ? own + moves : own) + mouse
        case .searchField, .moreInfo: return own + mouse
        }
    }

    /// The list moves (every key of `ListKeyMap`).
    private static let moves = ListKeyMap.keyMap.map(Action.move)

    /// The mouse entries of `mode` that apply in `state`, when the last frame drew list rows or not:
    /// clicks on rows only where they were drawn (not under a narrow detail).
    private static func mouseEntries(
        for mode: Mode, in state: WeatherState, rowsDrawn: Bool
    ) -> [KeyMap<Action>.MouseEntry] {
        switch mode {
        case .moreInfo:
            return [KeyMap.MouseEntry(MouseBinding(.clickOutside, help: "Close the sheet"), .intent(.closeMoreInfo))]
        case .list, .detail, .searchField:
            let field = KeyMap.MouseEntry(
                MouseBinding(.clickField, help: "Search (like /)"), Action.intent(.focusSearch))
            let rows =
                state.rowCount > 0
                ? ListMouseMap.bindings.filter { rowsDrawn || $0.gesture == .wheel }
                    .map { KeyMap.MouseEntry($0, Action.pointerMove) } + (rowsDrawn ? [openByClick] : []) : []
            return rows + (mode == .searchField ? [] : [field])
        }
    }

    private static let openByClick = KeyMap.MouseEntry(
        MouseBinding(
            .clickSelectedRow, help: "Open the day's detail, or search the recent city (so does a double click)"),
        Action.intent(.activate))

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
            KeyMap.Entry(
                KeyBinding(
                    keys: [.up, .down, .pageUp, .pageDown, .control("b"), .control("f")], label: "list",
                    help: "Move through the list below while typing", showsInStatusBar: false)
            ) { key in
                switch key {
                case .up: .move(.up)
                case .pageUp, .control("b"): .move(.pageUp)
                case .pageDown, .control("f"): .move(.pageDown)
                default: .move(.down)
                }
            }),
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
