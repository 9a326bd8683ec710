import PubSub
import TerminalCore
import ViewModels
import Widgets

/// The Weather section: search field, forecast list, detail pane and more-info sheet, drawn from
/// the view model's state; keys go through the `WeatherKeyMap` table of the current mode.
///
/// Holds only view-local state: the search field's cursor (its text is the view model's query),
/// the list scroll and the page size of the last frame. Threading: main thread only.
public final class WeatherScreen: Screen {
    let viewModel: any WeatherViewModeling
    private let sourceName: String
    private let offeredCities: [String]?
    private let clock: WeatherClock
    private var field = TextFieldState()
    private var scroll = ListScroll()
    private var pageRows = 10

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

    public let title = "Weather"

    /// The view model's states, the current one first: what the app remembers between runs listens here.
    public var states: AnyPublisher<WeatherState, Never> { viewModel.states }

    public var titleStatus: String { view.titleStatus }

    public var keyBindings: [KeyBinding] { WeatherKeyMap.bindings(for: mode, in: viewModel.state) }

    public var isCapturingText: Bool { viewModel.state.isSearchFocused }
    /// A request in the state is one under way (the search's debounce comes before it).
    public var awaitsAnswer: Bool { viewModel.state.request != nil }

    public func render(into buffer: inout Buffer, area: Rect) {
        let layout = view.render(into: &buffer, area: area)
        scroll = layout.scroll
        pageRows = max(1, layout.listRows)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let mode = mode
        if mode == .searchField, key != .enter, key != .escape, handleEditing(key) {
            return .handled
        }
        switch WeatherKeyMap.action(for: key, in: mode, state: viewModel.state) {
        case .intent(let intent):
            viewModel.send(intent)
            if intent == .focusSearch { selectQuery() }
            return .handled
        case .moveInList, .editText, nil:
            break
        }
        guard mode != .moreInfo, viewModel.state.rowCount > 0, let move = ListKeyMap.move(for: key, pageRows: pageRows)
        else { return .ignored }
        if mode == .searchField, case .character = key { return .ignored }
        viewModel.send(.moveSelection(move))
        return .handled
    }

    /// Which key table applies now.
    var mode: WeatherKeyMap.Mode {
        let state = viewModel.state
        if state.showsMoreInfo { return .moreInfo }
        if state.isSearchFocused { return .searchField }
        return state.showsDetail ? .detail : .list
    }

    /// The view for the current state, with the field brought in line with the view model's query
    /// (which may have changed without typing, e.g. picking a recent city).
    private var view: WeatherView {
        syncField()
        return WeatherView(
            state: viewModel.state, field: field, scroll: scroll, sourceName: sourceName, offeredCities: offeredCities,
            clock: clock)
    }

    /// Applies an editing key to the field and tells the view model when the text changed.
    private func handleEditing(_ key: Key) -> Bool {
        syncField()
        guard key != .up, key != .down, key != .pageUp, key != .pageDown else { return false }
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
        let query = viewModel.state.query
        if field.text != query { field = TextFieldState(text: query) }
    }
}
