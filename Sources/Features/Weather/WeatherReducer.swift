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
    /// The cities of the bundled gazetteer a search field's text matches, best first.
    public typealias PlaceFinder = @Sendable (String) -> [Place]

    /// Applies `event` after the list's reducer, with no gazetteer: a pause in typing searches.
    public static func reduce(_ state: inout WeatherState, _ event: WeatherEvent) {
        reduce(&state, event, places: nil)
    }

    /// Applies `event` after the list's reducer; the list then shows the rows of the new state.
    /// With `places` (a live provider and the gazetteer) typing shows the matching cities in a
    /// picker and starts no request: one starts when a city is picked, or on Enter for a text no
    /// city matches (the provider's geocoder then looks for it).
    public static func reduce(_ state: inout WeatherState, _ event: WeatherEvent, places: PlaceFinder?) {
        // The bundled sample (`d`) knows its own cities only: it searches them as before.
        apply(&state, event, places: state.usesSample ? nil : places)
        state.syncList()
    }

    private static func apply(_ state: inout WeatherState, _ event: WeatherEvent, places: PlaceFinder?) {
        switch event {
        case .list(let event):
            reduce(&state, list: event, places: places)
        case .search(let text):
            state.list.filter?.field = TextFieldState(text: text)
            search(&state, text: text)
        case .reopen(let city):
            reopen(&state, city)
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
            // With a gazetteer, typing only picks: nothing is asked of the network until Enter.
            guard places == nil, text == state.query else { return }
            search(&state, text: text)
        case .spinnerTick:
            if state.request != nil { state.spinnerFrame += 1 }
        case .loaded(let id, var report):
            guard let request = state.request, request.id == id else { return }
            state.request = nil
            switch request.kind {
            case .search, .place:
                state.list.cursor = ListCursor()
                remember(report.location, picked: request.kind, in: &state)
            case .reload:
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
    private static func reduce(
        _ state: inout WeatherState, list event: ListDetailEvent<WeatherRow, WeatherRow>, places: PlaceFinder?
    ) {
        switch event {
        case .openFilter, .editFilter:
            guard let places, state.isSearchFocused else { return }
            showPicker(&state, places(state.query))
        case .clearFilter where places != nil:
            // Esc leaves the field as it was: the text of the search on screen, its rows, what was open.
            // (Without a gazetteer the typed text stays, for `/` and → to go on with it.)
            closePicker(&state)
            state.query = state.lastSearch ?? ""
        case .commitFilter where state.picker != nil:
            guard case .place(let place) = state.list.selectedItem else {
                // No city of the gazetteer matches: the provider's geocoder looks for the text.
                closePicker(&state)
                search(&state, text: state.query)
                return
            }
            pick(&state, place)
        case .commitFilter:
            if isBlank(state.query), state.isOfferingRecentCities {
                searchSelectedRecentCity(&state)
            } else {
                search(&state, text: state.query)
            }
        case .present(.open) where state.picker != nil:
            guard case .place(let place) = state.list.selectedItem else { return }
            pick(&state, place)
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

    /// Shows `matches` in the picker, the best selected, keeping what the list showed before it
    /// opened; a blank text shows no picker.
    private static func showPicker(_ state: inout WeatherState, _ matches: [Place]) {
        guard !isBlank(state.query) else {
            closePicker(&state)
            return
        }
        let before = state.picker
        state.picker = PlacePicker(
            places: matches, returnCursor: before?.returnCursor ?? state.list.cursor,
            returnPresentation: before?.returnPresentation ?? state.list.presentation)
        state.list.cursor = ListCursor()
    }

    /// Puts back the rows, the selection and the panels the picker stood in front of.
    private static func closePicker(_ state: inout WeatherState) {
        guard let picker = state.picker else { return }
        state.list.cursor = picker.returnCursor
        state.list.presentation = picker.returnPresentation
        state.picker = nil
    }

    /// Loads `place`'s forecast by its coordinates; the field says its name.
    private static func pick(_ state: inout WeatherState, _ place: Place) {
        state.picker = nil
        state.list.filter?.field = TextFieldState(text: place.name)
        state.list.filter?.isEditing = false
        state.lastSearch = place.name
        start(&state, .place(place), keeping: nil)
    }

    private static func searchSelectedRecentCity(_ state: inout WeatherState) {
        guard case .recentCity(let city) = state.list.selectedItem else { return }
        reopen(&state, city)
    }

    /// Loads `city`'s place by its coordinates when it is known (that Springfield, not the most
    /// populous), else searches its name; the field says its name.
    private static func reopen(_ state: inout WeatherState, _ city: RecentCity) {
        if let place = city.place {
            pick(&state, place)
            return
        }
        state.list.filter?.field = TextFieldState(text: city.name)
        state.list.filter?.isEditing = false
        search(&state, text: city.name)
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

    /// Puts `location` first in the recent cities — with the place picked, when one was, for the
    /// coordinates asked (a forecast may answer for its grid's) — without another entry for the
    /// same city (its name ignoring case and accents, and its place where both know theirs).
    private static func remember(_ location: Location, picked: WeatherRequest.Kind, in state: inout WeatherState) {
        var city = RecentCity(location)
        if case .place(let place) = picked { city.place = place }
        var cities = state.recentCities.filter { !$0.isSameCity(as: city) }
        cities.insert(city, at: 0)
        state.recentCities = Array(cities.prefix(WeatherState.recentCitiesLimit))
    }

    private static func isBlank(_ text: String) -> Bool {
        text.trimmingWhitespace().isEmpty
    }
}
