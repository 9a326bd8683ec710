import Domain
import PresentationModel
import TerminalCore
import Testing
import ViewModelCore
import ViewModelTestSupport
import Widgets

@testable import Weather

/// The search field's picker over the gazetteer (decision 2200): typing lists the matching cities
/// and asks for nothing, ↑/↓ choose, Enter picks one — a request for its coordinates —, Enter on a
/// text no city matches asks the provider's geocoder, Esc puts back what was on screen, and a
/// pause in typing searches nothing. Each event's whole state is checked by a `TestStore`.
@Suite struct WeatherPickerTests {
    static let missouri = Place(
        name: "Springfield", region: "Missouri", country: "United States", countryCode: "US", latitude: 37.2153,
        longitude: -93.2982, timeZone: "America/Chicago", population: 170188)
    static let illinois = Place(
        name: "Springfield", region: "Illinois", country: "United States", countryCode: "US", latitude: 39.8017,
        longitude: -89.6437, timeZone: "America/Chicago", population: 114394)
    static let paris = Place(
        name: "Paris", region: "Île-de-France", country: "France", countryCode: "FR", latitude: 48.8534,
        longitude: 2.3488, timeZone: "Europe/Paris", population: 2138551)

    /// The eight Springfields of GeoNames' cities15000, most populous first (the picker's order).
    static let springfields = [
        ("Missouri", 37.2153, -93.2982, 170188), ("Massachusetts", 42.1015, -72.5898, 154341),
        ("Illinois", 39.8017, -89.6437, 114394), ("Oregon", 44.0462, -123.022, 60870),
        ("Ohio", 39.9242, -83.8088, 59680), ("Virginia", 38.7893, -77.1872, 30484),
        ("Pennsylvania", 39.9307, -75.3202, 23363), ("Tennessee", 36.5092, -86.885, 16808),
    ].map { region, latitude, longitude, population in
        Place(
            name: "Springfield", region: region, country: "United States", countryCode: "US", latitude: latitude,
            longitude: longitude, population: population)
    }

    /// A stand-in for the gazetteer: the places whose folded name starts with the folded text.
    static let finder: WeatherReducer.PlaceFinder = { text in
        let folded = TextFolding.fold(text.trimmingWhitespace())
        return [paris, missouri, illinois].filter { TextFolding.fold($0.name).hasPrefix(folded) }
    }

    private func store(_ state: WeatherState) -> TestStore<WeatherState, WeatherEvent> {
        TestStore(initial: state, reduce: WeatherViewModel.reducer(places: Self.finder).reduce)
    }

    /// Paris on screen, its third day selected and its detail open.
    private var parisShown: WeatherState {
        WeatherState(
            query: "Paris", report: .loaded(WeatherFixtures.report()), lastSearch: "Paris",
            cursor: ListCursor(selection: 2), isDetailOpen: true)
    }

    /// `shown` with the field focused on `text` and the picker listing `places` over it, the best selected.
    private func picking(_ text: String, over shown: WeatherState, places: [Place]) -> WeatherState {
        var state = shown
        state.isSearchFocused = true
        state.query = text
        state.picker = PlacePicker(
            places: places, returnCursor: shown.list.cursor, returnPresentation: shown.list.presentation)
        state.list.cursor = ListCursor()
        return state
    }

    /// What the picker closes onto over `parisShown`: its selection, its detail, its days.
    private static func putBackParis(_ state: inout WeatherState) {
        state.list.cursor = ListCursor(selection: 2)
        state.list.presentation = Presentation(isDetailOpen: true)
        state.picker = nil
    }

    /// `/` over Paris (the picker opens on its text), then `text`, which the Springfields match.
    private func typeOverParis(_ text: String, into store: TestStore<WeatherState, WeatherEvent>) {
        store.send(.list(.openFilter)) {
            $0.isSearchFocused = true
            $0.list.filter?.field.selectAll()
            $0.picker = PlacePicker(
                places: [Self.paris], returnCursor: ListCursor(selection: 2),
                returnPresentation: Presentation(isDetailOpen: true))
            $0.list.cursor = ListCursor()
        }
        store.send(.list(.editFilter(TextFieldState(text: text)))) {
            $0.query = text
            $0.picker?.places = [Self.missouri, Self.illinois]
        }
    }

    @Test func typingListsTheMatchingCitiesAndStartsNoRequest() {
        let store = store(parisShown)
        typeOverParis("spring", into: store)
        #expect(store.state.rows == [.place(Self.missouri), .place(Self.illinois)])
        #expect(store.state.request == nil)
        store.send(.typingPaused("spring"))  // a pause searches nothing: the picker is the search
        store.send(.list(.move(.down))) { $0.list.cursor = ListCursor(selection: 1) }
        #expect(store.state.list.detailItem == nil)
    }

    @Test func enterPicksTheSelectedCityAndLoadsItByItsCoordinates() {
        var state = picking("spring", over: parisShown, places: [Self.missouri, Self.illinois])
        state.list.cursor = ListCursor(selection: 1)
        let store = store(state)
        store.send(.list(.commitFilter)) {
            $0.isSearchFocused = false
            $0.picker = nil
            $0.query = "Springfield"
            $0.lastSearch = "Springfield"
            $0.request = WeatherRequest(id: 1, kind: .place(Self.illinois), units: .metric)
            $0.nextRequestID = 2
            $0.report = .loading(last: nil)
        }
        #expect(store.state.request?.displayText == "Springfield")
    }

    /// A click on a selected city (the component's `present(.open)`) picks it as Enter does.
    @Test func openingACityOfThePickerPicksIt() {
        let store = store(picking("spring", over: parisShown, places: [Self.missouri, Self.illinois]))
        store.send(.list(.present(.open))) {
            $0.isSearchFocused = false
            $0.picker = nil
            $0.query = "Springfield"
            $0.lastSearch = "Springfield"
            $0.request = WeatherRequest(id: 1, kind: .place(Self.missouri), units: .metric)
            $0.nextRequestID = 2
            $0.report = .loading(last: nil)
        }
    }

    @Test func escPutsBackTheTextTheRowsTheSelectionAndTheDetail() {
        let store = store(parisShown)
        typeOverParis("spr", into: store)
        store.send(.list(.clearFilter)) {
            $0.isSearchFocused = false
            Self.putBackParis(&$0)
            $0.query = "Paris"
        }
        #expect(store.state == parisShown)
    }

    @Test func enterOnATextNoCityMatchesAsksTheProvidersGeocoder() {
        let state = picking("Xyzzyville", over: parisShown, places: [])
        let store = store(state)
        store.send(.list(.commitFilter)) {
            $0.isSearchFocused = false
            Self.putBackParis(&$0)
            $0.lastSearch = "Xyzzyville"
            $0.request = WeatherRequest(id: 1, kind: .search("Xyzzyville"), units: .metric)
            $0.nextRequestID = 2
            $0.report = .loading(last: nil)
        }
    }

    @Test func clearingTheTextClosesThePickerOverWhatWasThere() {
        let state = picking("spr", over: parisShown, places: [Self.missouri, Self.illinois])
        let store = store(state)
        store.send(.list(.editFilter(TextFieldState(text: "")))) {
            $0.query = ""
            Self.putBackParis(&$0)
        }
    }

    @Test func aPickedCityIsRememberedAndItsForecastShown() {
        var state = WeatherState(query: "Springfield", isSearchFocused: false, lastSearch: "Springfield")
        state.request = WeatherRequest(id: 1, kind: .place(Self.illinois), units: .metric)
        state.nextRequestID = 2
        state.report = .loading(last: nil)
        let report = WeatherFixtures.report(for: Self.illinois.location)
        let store = store(state)
        store.send(.loaded(requestID: 1, report)) {
            $0.request = nil
            $0.report = .loaded(report)
            $0.recentCities = [RecentCity(name: "Springfield", place: Self.illinois)]
        }
    }

    @Test func onceTheSampleIsChosenTypingSearchesItsCitiesAsBefore() {
        var state = parisShown
        state.usesSample = true
        let store = store(state)
        store.send(.list(.editFilter(TextFieldState(text: "Zürich")))) { $0.query = "Zürich" }
        store.send(.typingPaused("Zürich")) {
            $0.request = WeatherRequest(id: 1, kind: .search("Zürich"), units: .metric, fromSample: true)
            $0.nextRequestID = 2
            $0.lastSearch = "Zürich"
            $0.report = .loading(last: nil)
        }
    }

    @Test func withoutAGazetteerAPauseStillSearches() {
        let store = TestStore(initial: WeatherState(query: "Paris"), reduce: WeatherViewModel.reducer.reduce)
        store.send(.typingPaused("Paris")) {
            $0.request = WeatherRequest(id: 1, kind: .search("Paris"), units: .metric)
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.report = .loading(last: nil)
        }
    }
}
