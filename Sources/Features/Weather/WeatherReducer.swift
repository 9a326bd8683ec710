import Domain
import PresentationModel
import ViewModelCore

/// The Weather screen's state machine: a pure function from a state and an event to the next state.
///
/// No effects here: starting a request only sets `state.request` (with a fresh id) and the view
/// model's feedback performs it; an answer whose id is not `state.request?.id` is stale and ignored.
public enum WeatherReducer {
    /// Applies `event` to `state`; the selection then stays on a row.
    public static func reduce(_ state: inout WeatherState, _ event: WeatherEvent) {
        apply(&state, event)
        // Whatever changed the rows (a search that found nothing leaves none), the selection stays on one.
        state.cursor = state.cursor.clamped(count: state.rowCount)
    }

    private static func apply(_ state: inout WeatherState, _ event: WeatherEvent) {
        switch event {
        case .user(let intent):
            reduce(&state, intent)
        case .typingPaused(let text):
            guard text == state.query else { return }
            search(&state, text: text)
        case .spinnerTick:
            if state.request != nil { state.spinnerFrame += 1 }
        case .loaded(let id, var report):
            guard let request = state.request, request.id == id else { return }
            state.request = nil
            if case .search = request.kind {
                state.cursor = ListCursor()
                remember(report.location.name, in: &state)
            } else {
                report.otherMatches = state.report?.otherMatches ?? 0
                state.cursor = state.cursor.clamped(count: report.forecast.days.count)
            }
            state.phase = .loaded(report)
        case .failed(let id, let error):
            guard let request = state.request, request.id == id else { return }
            state.request = nil
            fail(&state, request: request, error: error)
        }
    }

    private static func reduce(_ state: inout WeatherState, _ intent: WeatherIntent) {
        switch intent {
        case .focusSearch:
            state.isSearchFocused = true
        case .leaveSearch:
            state.isSearchFocused = false
        case .editQuery(let text):
            state.query = text
        case .submitQuery:
            state.isSearchFocused = false
            if isBlank(state.query), state.isOfferingRecentCities {
                searchSelectedRecentCity(&state)
            } else {
                search(&state, text: state.query)
            }
        case .search(let text):
            state.query = text
            search(&state, text: text)
        case .moveSelection(let move):
            state.cursor = state.cursor.moved(move, count: state.rowCount)
        case .activate:
            if state.isOfferingRecentCities {
                searchSelectedRecentCity(&state)
            } else if state.report != nil {
                Presentation.reduce(&state.presentation, .open)
            }
        case .openDetail:
            if state.report != nil { Presentation.reduce(&state.presentation, .open) }
        case .closeDetail:
            Presentation.reduce(&state.presentation, .closeDetail)
        case .toggleMoreInfo:
            Presentation.reduce(&state.presentation, state.report != nil ? .toggleSheet : .closeSheet)
        case .closeMoreInfo:
            Presentation.reduce(&state.presentation, .closeSheet)
        case .toggleUnits:
            state.units = state.units.toggled
        case .retry:
            retry(&state)
        case .openPanels(let detail, let moreInfo):
            state.isDetailOpen = state.isDetailOpen || detail
            state.isMoreInfoShown = state.isMoreInfoShown || moreInfo
        }
    }

    /// Starts a search for `text` unless it is the search already made; a blank text goes back to idle.
    private static func search(_ state: inout WeatherState, text: String) {
        let trimmed = text.trimmingWhitespace
        guard trimmed != (state.lastSearch ?? "") else { return }
        state.lastSearch = trimmed.isEmpty ? nil : trimmed
        guard !trimmed.isEmpty else {
            state.request = nil
            state.phase = .idle
            state.cursor = ListCursor()
            Presentation.reduce(&state.presentation, .closeSheet)
            return
        }
        start(&state, .search(trimmed), keeping: nil)
    }

    private static func searchSelectedRecentCity(_ state: inout WeatherState) {
        guard state.recentCities.indices.contains(state.cursor.selection) else { return }
        let city = state.recentCities[state.cursor.selection]
        state.query = city
        state.isSearchFocused = false
        search(&state, text: city)
    }

    private static func retry(_ state: inout WeatherState) {
        switch state.phase {
        case .failed(_, let kind, let last):
            start(&state, kind, keeping: last)
        case .loaded(let report):
            start(&state, .reload(report.location), keeping: report)
        case .notFound(let text):
            start(&state, .search(text), keeping: nil)
        case .idle, .loading:
            return
        }
    }

    private static func start(_ state: inout WeatherState, _ kind: WeatherRequest.Kind, keeping last: WeatherReport?) {
        state.request = WeatherRequest(id: state.nextRequestID, kind: kind, units: state.units)
        state.nextRequestID += 1
        state.phase = .loading(kind, last: last)
        state.spinnerFrame = 0
    }

    private static func fail(_ state: inout WeatherState, request: WeatherRequest, error: WeatherError) {
        let last = state.phase.report
        switch error {
        case .cityNotFound:
            state.phase = .notFound(request.displayText)
            Presentation.reduce(&state.presentation, .closeSheet)
        case .cancelled:
            state.phase = last.map(WeatherPhase.loaded) ?? .idle
        default:
            state.phase = .failed(LoadFailure(error), retry: request.kind, last: last)
        }
    }

    /// Puts `name` first in the recent cities, without duplicates (ignoring case and accents).
    private static func remember(_ name: String, in state: inout WeatherState) {
        let folded = TextFolding.fold(name)
        var cities = state.recentCities.filter { TextFolding.fold($0) != folded }
        cities.insert(name, at: 0)
        state.recentCities = Array(cities.prefix(WeatherState.recentCitiesLimit))
    }

    private static func isBlank(_ text: String) -> Bool {
        text.trimmingWhitespace.isEmpty
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines (no Foundation needed).
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
