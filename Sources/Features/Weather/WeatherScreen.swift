import AppRuntime
import PresentationModel
import PubSub
import TerminalCore
import ViewModelCore
import Widgets

/// The Weather section: search field, forecast list, detail pane and more-info sheet, drawn from
/// the view model's state; keys and mouse actions go through the `WeatherKeyMap` tables of the
/// current mode, and a paste into the search field is one edit.
///
/// Holds only view-local state: the search field's cursor (its text is the view model's query),
/// the list scroll, the page size of the last frame and where it drew what can be clicked — all
/// kept by `layout(in:)`; `render` only draws. Threading: main thread only.
public final class WeatherScreen: Screen {
    let viewModel: any WeatherViewModeling
    private let sourceName: String
    private let offeredCities: [String]?
    private let clock: WeatherClock
    private var field = TextFieldState()
    private var scroll = ListScroll()
    private var pageRows = 10
    private(set) var drawn: WeatherView.Layout?

    /// - Parameters:
    ///   - sourceName: the provider's name, shown until a forecast names its own source.
    ///   - offeredCities: every city the provider knows, when it is a short list (sample data).
    ///   - clock: the clock for the city's local time and the user's time zone.
    public init(
        viewModel: any WeatherViewModeling, sourceName: String, offeredCities: [String]? = nil,
        clock: WeatherClock = WeatherClock()
    ) {
        self.offeredCities = offeredCities
        self.viewModel = viewModel
        self.sourceName = sourceName
        self.clock = clock
    }

    /// The section's title.
    public let title = "Weather"

    /// The view model's states, the current one first: what the app remembers between runs listens here.
    public var states: AnyPublisher<WeatherState, Never> { viewModel.states }

    /// One value per state of the view model.
    public var stateChanges: AnyPublisher<Void, Never> { viewModel.states.map { _ in () }.eraseToAnyPublisher() }

    /// The provider, the units and the offline note.
    public var titleStatus: String { view.titleStatus }

    /// The keys of the table in front, for the status bar and the help.
    public var keyBindings: [KeyBinding] { keyMap.bindings }

    /// The mouse actions of the table in front, for the help.
    public var mouseBindings: [MouseBinding] { keyMap.mouseBindings }

    /// The table of the current mode, which every key and mouse gesture is dispatched from.
    private var keyMap: KeyMap<WeatherKeyMap.Action> {
        WeatherKeyMap.keyMap(for: mode, in: viewModel.state, rowsDrawn: drawn?.list != nil)
    }

    /// True while the search field has the keys.
    public var isCapturingText: Bool { viewModel.state.isSearchFocused }
    /// A request in the state is one under way (the search's debounce comes before it).
    public var awaitsAnswer: Bool { viewModel.state.request != nil }

    /// Keeps the list scroll, the page size and where things go in `area`, for the frame and the
    /// keys and clicks after it.
    public func layout(in area: Rect) {
        let layout = view.layout(in: area)
        scroll = layout.scroll
        pageRows = max(1, layout.listRows)
        drawn = layout
    }

    /// Draws the frame `layout(in:)` laid out.
    public func render(into buffer: inout Buffer, area: Rect) {
        view.render(into: &buffer, area: area)
    }

    /// A key of the mode's table does what the table says; in the search field every other key is
    /// the field's to edit with or type.
    public func handle(_ key: Key) -> KeyOutcome {
        switch keyMap.command(for: key) {
        case .move(let move)?:
            guard viewModel.state.rowCount > 0 else { return .ignored }
            viewModel.send(.moveSelection(move.cursorMove(pageRows: pageRows)))
            return .handled
        case .editText?, nil:
            return mode == .searchField && handleEditing(key) ? .handled : .ignored
        case let action?:
            return perform(action)
        }
    }

    /// The wheel moves through the list anywhere on the screen (the days beside or under the chart
    /// too); a click selects a row, and on the selected row opens it; a click on the search field
    /// focuses it; with the sheet open, a click outside it closes it.
    public func handle(mouse event: MouseEvent) -> KeyOutcome {
        let mode = mode
        let state = viewModel.state
        let gesture: MouseGesture
        var move: ListCursor.Move?
        if mode == .moreInfo {
            guard case .press = event.action, let sheet = drawn?.sheet, !sheet.contains(x: event.x, y: event.y)
            else { return .handled }
            gesture = .clickOutside
        } else if case .press(.left) = event.action, drawn?.field.contains(x: event.x, y: event.y) == true {
            guard mode != .searchField else { return .handled }
            gesture = .clickField
        } else if let hit = ListMouseMap.hit(for: event, in: drawn?.list, selection: state.cursor.selection) {
            (gesture, move) = (hit.gesture, hit.move)
        } else {
            return .ignored
        }
        let action = keyMap.command(for: gesture)
        if action == .pointerMove, let move {
            viewModel.send(.moveSelection(move))
            return .handled
        }
        return perform(action)
    }

    /// A paste into the focused search field, as one edit (one pause, one search).
    public func handle(paste text: String) -> KeyOutcome {
        guard mode == .searchField else { return .ignored }
        syncField()
        let before = field.text
        field.paste(text)
        if field.text != before { viewModel.send(.editQuery(field.text)) }
        return .handled
    }

    /// Carries out a table action that is not a list move.
    private func perform(_ action: WeatherKeyMap.Action?) -> KeyOutcome {
        switch action {
        case .intent(let intent):
            send(intent)
            return .handled
        case .copyDay:
            return copyDay()
        case .move, .pointerMove, .editText, nil:
            return .handled
        }
    }

    private func send(_ intent: WeatherIntent) {
        viewModel.send(intent)
        if intent == .focusSearch { selectQuery() }
    }

    /// A line about the selected day, in the units shown, for the clipboard.
    private func copyDay() -> KeyOutcome {
        let state = viewModel.state
        guard let day = state.selectedDay, let location = state.forecast?.location else { return .handled }
        return .copy(WeatherFormat.daySummary(day, at: location, state.units), named: "day's summary")
    }

    /// Which key table applies now: the presentation's stage (the list alone until a forecast
    /// shows), the search field's while it has the keys and no sheet is over it.
    var mode: WeatherKeyMap.Mode {
        let state = viewModel.state
        let stage = state.report == nil ? .list : state.presentation.stage
        if stage == .sheet { return .moreInfo }
        if state.isSearchFocused { return .searchField }
        return stage == .detail ? .detail : .list
    }

    /// The view for the current state, with the field showing the view model's query (which may
    /// have changed without typing, e.g. picking a recent city).
    private var view: WeatherView {
        let sheetKeys = WeatherKeyMap.keyMap(for: .moreInfo, in: viewModel.state, rowsDrawn: false)
        return WeatherView(
            state: viewModel.state, field: syncedField, scroll: scroll, sourceName: sourceName,
            offeredCities: offeredCities, clock: clock,
            sheetCloseHint: sheetKeys.hint(for: .intent(.closeMoreInfo)) ?? "")
    }

    /// Applies an editing key to the field and tells the view model when the text changed.
    private func handleEditing(_ key: Key) -> Bool {
        syncField()
        let before = field.text
        guard field.handle(key) else { return false }
        if field.text != before { viewModel.send(.editQuery(field.text)) }
        return true
    }

    /// Selects the query the field shows, so typing replaces it (→/End keep it).
    private func selectQuery() {
        syncField()
        field.selectAll()
    }

    private func syncField() {
        field = syncedField
    }

    /// The field with the view model's query: the field itself while it shows it.
    private var syncedField: TextFieldState {
        let query = viewModel.state.query
        return field.text == query ? field : TextFieldState(text: query)
    }
}
