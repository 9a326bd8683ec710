import Domain
import Foundation
import TerminalCore
import TerminalTestSupport
import Testing
import ViewModelCore

@testable import Weather

/// Every state of the Weather screen at 80×24 and 120×40, in the frame tern draws it in.
@Suite struct WeatherScreenSnapshotTests {
    private static let sizes = [(80, 24), (120, 40)]

    private func snapshot(_ state: WeatherState, named name: String, offeredCities: [String]? = nil) {
        let screen = weatherScreen(RecordingWeatherViewModel(state), offeredCities: offeredCities)
        for (width, height) in Self.sizes {
            assertSnapshot(
                of: frame(ofWeather: screen, size: Size(width: width, height: height)),
                named: "\(name)-\(width)x\(height)")
        }
    }

    private var loaded: WeatherState {
        WeatherState(query: "Paris", report: .loaded(WeatherFixtures.report(otherMatches: 2)), lastSearch: "Paris")
    }

    @Test func idleWithoutRecentCities() {
        snapshot(WeatherState(), named: "idle")
    }

    @Test func idleOffersRecentCitiesWhileTyping() {
        let state = WeatherState(
            isSearchFocused: true, cursor: ListCursor(selection: 1), recentCities: ["Paris", "東京", "São Paulo"])
        snapshot(state, named: "idle-recent-cities")
    }

    /// A first search under way: a spinner, or under `--no-animation` its words alone ("-still").
    @Test(arguments: [true, false])
    func loadingShowsASpinner(animates: Bool) {
        let request = WeatherRequest(id: 1, kind: .search("Paris"), units: .metric)
        var state = WeatherState(query: "Paris", report: .loading(last: nil), request: request, spinnerFrame: 3)
        state.list.animates = animates
        snapshot(state, named: animates ? "loading" : "loading-still")
    }

    @Test func loadedListsTheDays() {
        snapshot(loaded, named: "loaded")
    }

    @Test func loadedInImperialUnits() {
        var state = loaded
        state.units = .imperial
        state.cursor = ListCursor(selection: 2)
        snapshot(state, named: "loaded-imperial")
    }

    /// A reload keeps the days, with a spinner in the header, or under `--no-animation` "Loading…".
    @Test(arguments: [true, false])
    func reloadingKeepsTheDaysWithASpinnerInTheHeader(animates: Bool) {
        var state = loaded
        let report = WeatherFixtures.report(otherMatches: 2)
        state.report = .loading(last: report)
        state.request = WeatherRequest(id: 2, kind: .reload(report.location), units: .metric)
        state.list.animates = animates
        snapshot(state, named: animates ? "reloading" : "reloading-still")
    }

    /// Typing over Paris's forecast: the gazetteer's Springfields, most populous first, the
    /// second chosen; the field keeps the keys (decision 2200).
    @Test func thePickerListsTheMatchingCitiesWithRegionAndCountry() {
        var state = loaded
        state.isSearchFocused = true
        state.query = "Springfield"
        state.picker = PlacePicker(places: WeatherPickerTests.springfields)
        state.cursor = ListCursor(selection: 1)
        snapshot(state, named: "picker")
    }

    /// Places with a local name: it follows the name, in parentheses, measured in columns (東京 is
    /// four), and the whereabouts line up after the widest (decision 2250).
    @Test func thePickerShowsLocalNamesAfterTheNames() {
        var state = loaded
        state.isSearchFocused = true
        state.query = "mo"
        state.picker = PlacePicker(places: [
            Place(
                name: "Moscow", localName: "Москва", region: "Moscow", country: "Russia", countryCode: "RU",
                latitude: 55.7522, longitude: 37.6156),
            Place(
                name: "Tokyo", localName: "東京", region: "Tokyo", country: "Japan", countryCode: "JP",
                latitude: 35.6895, longitude: 139.6917),
            Place(name: "Mobile", region: "Alabama", country: "United States", latitude: 30.6944, longitude: -88.0431),
        ])
        snapshot(state, named: "picker-local-names")
    }

    /// A forecast for a place with a local name says it in the title and the detail.
    @Test func aForecastNamesThePlaceWithItsLocalName() {
        let report = WeatherFixtures.report(for: WeatherFixtures.tokyoWithLocalName)
        snapshot(
            WeatherState(query: "Tokyo", report: .loaded(report), lastSearch: "Tokyo", isDetailOpen: true),
            named: "loaded-local-name")
    }

    /// Recent cities whose place is known say where they are: two Springfields are two rows.
    @Test func recentPlacesShowTheirRegionAndCountry() {
        let cities = [WeatherPickerTests.illinois, WeatherPickerTests.missouri].map {
            RecentCity(name: $0.name, place: $0)
        }
        snapshot(WeatherState(recentCities: cities + ["Paris"]), named: "idle-recent-places")
    }

    /// A text no city of the gazetteer matches: Enter will ask the provider.
    @Test func thePickerSaysWhenNoCityMatches() {
        var state = loaded
        state.isSearchFocused = true
        state.query = "Xyzzyville"
        state.picker = PlacePicker(places: [])
        snapshot(state, named: "picker-no-match")
    }

    @Test func noSuchCity() {
        snapshot(
            WeatherState(query: "Atlantis", notFound: "Atlantis", lastSearch: "Atlantis"), named: "not-found")
    }

    @Test func errorSaysRToRetry() {
        let failure = LoadFailure(WeatherError.unreachable(host: "api.openweathermap.org"))
        snapshot(
            WeatherState(
                query: "Paris", report: .failed(failure, last: nil), lastSearch: "Paris"),
            named: "error")
    }

    /// Issue 26: Open-Meteo out of reach says so in one line, and offers the bundled sample with
    /// `d` (in the banner and the status bar).
    @Test func anUnreachableProviderOffersTheSample() {
        let failure = LoadFailure(WeatherError.unreachable(host: "api.open-meteo.com"))
        let state = WeatherState(
            query: "Berlin", report: .failed(failure, last: nil), lastSearch: "Berlin", hasSampleFallback: true,
            offersSample: true)
        let screen = WeatherConfigurator.screen(
            of: RecordingWeatherViewModel(state).store, sourceName: "Open-Meteo", clock: WeatherFixtures.clock)
        for (width, height) in Self.sizes {
            assertSnapshot(
                of: frame(ofWeather: screen, size: Size(width: width, height: height)),
                named: "offline-offers-sample-\(width)x\(height)")
        }
    }

    @Test func errorAfterAReloadKeepsTheDays() {
        var state = loaded
        let failure = LoadFailure(WeatherError.timeout(seconds: 10))
        state.report = .failed(failure, last: WeatherFixtures.report())
        snapshot(state, named: "error-with-last")
    }

    @Test func offlineMarksCachedData() {
        var state = loaded
        state.report = .loaded(WeatherFixtures.report(freshness: .cached(since: WeatherFixtures.now - 7_200)))
        snapshot(state, named: "offline")
    }

    /// The offline note is a notice: the title bar draws it as a warning (issue 27); the source
    /// named is not, unless it is the sample chosen in its place.
    @Test func theOfflineNoteAndAChosenSampleAreTitleNotices() {
        var state = loaded
        state.report = .loaded(WeatherFixtures.report(freshness: .cached(since: WeatherFixtures.now - 7_200)))
        let offline = weatherScreen(RecordingWeatherViewModel(state))
        #expect(offline.titleNotices.count == 1)
        #expect(offline.titleNotices.first?.hasPrefix("offline") == true)
        #expect(weatherScreen(RecordingWeatherViewModel(loaded)).titleNotices.isEmpty)
        // The sample asked for (`--weather-provider sample`: a provider with a short list of cities).
        let asked = weatherScreen(RecordingWeatherViewModel(loaded), offeredCities: ["Paris", "London"])
        #expect(asked.titleNotices == ["sample data"])
    }

    @Test func detailOfToday() {
        var state = loaded
        state.isDetailOpen = true
        snapshot(state, named: "detail-today")
    }

    @Test func detailOfALaterDay() {
        var state = loaded
        state.isDetailOpen = true
        state.cursor = ListCursor(selection: 3)
        snapshot(state, named: "detail-later-day")
    }

    @Test func moreInfoSheetOverTheList() {
        var state = loaded
        state.isMoreInfoShown = true
        snapshot(state, named: "more-info")
    }

    @Test func sampleDataListsItsCitiesAndSaysWhenOneIsNotAmongThem() {
        let cities = ["Reykjavík", "London", "São Paulo", "Zürich", "Nairobi", "東京", "Sydney"]
        snapshot(WeatherState(), named: "idle-sample", offeredCities: cities)
        snapshot(
            WeatherState(query: "Berlin", notFound: "Berlin", lastSearch: "Berlin"), named: "not-found-sample",
            offeredCities: cities)
    }

    @Test func moreInfoInImperialUnits() {
        var state = loaded
        state.units = .imperial
        state.isMoreInfoShown = true
        snapshot(state, named: "more-info-imperial")
        state.isMoreInfoShown = false
        state.isDetailOpen = true
        snapshot(state, named: "detail-imperial")
    }

    @Test func moreInfoOfALaterDayShowsNotAvailable() {
        var state = loaded
        state.isMoreInfoShown = true
        state.cursor = ListCursor(selection: 2)
        snapshot(state, named: "more-info-later-day")
    }

    @Test func wideNamesAlign() {
        for (name, location) in [("tokyo", WeatherFixtures.tokyo), ("sao-paulo", WeatherFixtures.saoPaulo)] {
            let state = WeatherState(
                query: location.name, report: .loaded(WeatherFixtures.report(for: location)), lastSearch: location.name,
                isDetailOpen: true)
            snapshot(state, named: "loaded-\(name)")
        }
    }
}

/// Tiny and odd sizes draw something sensible and never trap.
@Suite struct WeatherScreenSizeTests {
    @Test func everyStateSurvivesDegenerateSizes() {
        let report = WeatherFixtures.report(for: WeatherFixtures.tokyo, otherMatches: 1)
        let failure = LoadFailure(WeatherError.rateLimited(retryAfterSeconds: nil))
        let states = [
            WeatherState(recentCities: ["東京"]),
            WeatherState(report: .loading(last: nil)),
            WeatherState(report: .loaded(report), isDetailOpen: true, isMoreInfoShown: true),
            WeatherState(report: .loaded(report), isDetailOpen: true),
            WeatherState(report: .failed(failure, last: report)),
            WeatherState(notFound: "東京東京東京東京東京東京東京東京東京東京"),
        ]
        for state in states {
            let screen = weatherScreen(RecordingWeatherViewModel(state))
            for (width, height) in [(0, 0), (1, 1), (2, 3), (10, 4), (20, 6), (40, 12), (99, 20), (100, 20)] {
                let buffer = render(screen, width: width, height: height)
                #expect(buffer.size == Size(width: width, height: height))
            }
        }
    }
}
