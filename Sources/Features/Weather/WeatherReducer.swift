import Domain
import ListDetail
import PresentationModel
import TerminalCore
import ViewModelCore
import Widgets

/// Weather's own part of its state machine, run after the list's (`WeatherViewModel.reducer`): it
/// reads the list's events as a parent reads its child's — the field's edits and Enter search, Enter
/// on a recent city searches it, `r` retries — and applies its own: searches, answers, units.
///
/// No effects here: starting a request only sets `state.request` (with a fresh id) and the view
/// model's feedback performs it; an answer whose id is not `state.request?.id` is stale and ignored.
public enum WeatherReducer {
    /// Applies `event` after the list's reducer; the list then shows the rows of the new state.
    public static func reduce(_ state: inout WeatherState, _ event: WeatherEvent) {
        apply(&state, event)
        state.syncList()
    }

    private static func apply(_ state: inout WeatherState, _ event: WeatherEvent) {
        switch event {
        case .list(let event):
            reduce(&state, list: event)
        case .search(let text):
            state.list.filter?.field = TextFieldState(text: text)
            search(&state, text: text)
        case .toggleUnits:
            state.units = state.units.toggled
        case .retry:
            retry(&state)
        case .openPanels(let detail, let moreInfo):
            let pending = state.pendingPanels ?? Presentation()
            state.pendingPanels = Presentation(
                isDetailOpen: pending.isDetailOpen || detail, isSheetOpen: pending.isSheetOpen || moreInfo)
        case .useSample:
            guard state.offersSample, let kind = state.retryKind else { return }
            state.usesSample = true
            start(&state, .search(kind.displayText), keeping: nil)
        case .typingPaused(let text):
            guard text == state.query else { return }
            search(&state, text: text)
        case .spinnerTick:
            if state.request != nil { state.spinnerFrame += 1 }
        case .loaded(let id, var report):
            guard let request = state.request, request.id == id else { return }
            state.request = nil
            if case .search = request.kind {
                state.list.cursor = ListCursor()
                remember(report.location.name, in: &state)
            } else {
                report.otherMatches = state.report.value?.otherMatches ?? 0
            }
            state.report = .loaded(report)
            state.retryKind = nil
        case .failed(let id, let error):
            guard let request = state.request, request.id == id else { return }
            state.request = nil
            fail(&state, request: request, error: error)
        }
    }

    /// What the list's events mean for Weather, after the list has applied them.
    private static func reduce(_ state: inout WeatherState, list event: ListDetailEvent<WeatherRow, WeatherRow>) {
        switch event {
        case .commitFilter:
            if isBlank(state.query), state.isOfferingRecentCities {
                searchSelectedRecentCity(&state)
            } else {
                search(&state, text: state.query)
            }
        case .present(.open), .present(.toggleSheet):
            // A recent city has no detail: Enter searches it again.
            guard case .recentCity = state.list.selectedItem else { return }
            Presentation.reduce(&state.list.presentation, .closeAll)
            if event == .present(.open) { searchSelectedRecentCity(&state) }
        case .reload:
            retry(&state)
        default:
            break
        }
    }

    /// Starts a search for `text` unless it is the search already made; a blank text goes back to idle.
    private static func search(_ state: inout WeatherState, text: String) {
        let trimmed = text.trimmingWhitespace()
        guard trimmed != (state.lastSearch ?? "") else { return }
        state.lastSearch = trimmed.isEmpty ? nil : trimmed
        guard !trimmed.isEmpty else {
            state.request = nil
            state.report = .notRequested
            state.notFound = nil
            state.retryKind = nil
            state.offersSample = false
            state.list.cursor = ListCursor()
            Presentation.reduce(&state.list.presentation, .closeSheet)
            return
        }
        start(&state, .search(trimmed), keeping: nil)
    }

    private static func searchSelectedRecentCity(_ state: inout WeatherState) {
        guard case .recentCity(let city) = state.list.selectedItem else { return }
        state.list.filter?.field = TextFieldState(text: city)
        state.list.filter?.isEditing = false
        search(&state, text: city)
    }

    private static func retry(_ state: inout WeatherState) {
        if let notFound = state.notFound {
            start(&state, .search(notFound), keeping: nil)
        } else if case .failed(_, let last) = state.report, let kind = state.retryKind {
            start(&state, kind, keeping: last)
        } else if case .loaded(let report) = state.report {
            start(&state, .reload(report.location), keeping: report)
        }
    }

    private static func start(_ state: inout WeatherState, _ kind: WeatherRequest.Kind, keeping last: WeatherReport?) {
        state.request = WeatherRequest(
            id: state.nextRequestID, kind: kind, units: state.units, fromSample: state.usesSample)
        state.nextRequestID += 1
        state.report = .loading(last: last)
        state.notFound = nil
        state.retryKind = nil
        state.offersSample = false
        state.spinnerFrame = 0
    }

    private static func fail(_ state: inout WeatherState, request: WeatherRequest, error: WeatherError) {
        let last = state.report.value
        switch error {
        case .cityNotFound:
            state.report = .notRequested
            state.notFound = request.displayText
            Presentation.reduce(&state.list.presentation, .closeSheet)
        case .cancelled:
            state.report = last.map(Loadable.loaded) ?? .notRequested
        default:
            state.report = .failed(LoadFailure(error), last: last)
            state.retryKind = request.kind
            state.offersSample = state.hasSampleFallback && !request.fromSample && error.isProviderUnavailable
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
        text.trimmingWhitespace().isEmpty
    }
}
