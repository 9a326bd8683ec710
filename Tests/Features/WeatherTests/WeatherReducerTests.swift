import Domain
import PresentationModel
import Testing
import ViewModelCore
import ViewModelTestSupport
import Widgets

@testable import Weather

/// Every transition of the Weather state machine, each event's whole state checked by a `TestStore`
/// with no feedbacks.
@Suite struct WeatherReducerTests {
    private func request(_ id: Int, _ kind: WeatherRequest.Kind, _ units: Units = .metric) -> WeatherRequest {
        WeatherRequest(id: id, kind: kind, units: units)
    }

    @Test func typingOnlyEditsAndAPauseStartsOneSearch() {
        let store = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.openFilter)) { $0.isSearchFocused = true }
        store.send(.list(.editFilter(TextFieldState(text: "Pa")))) { $0.query = "Pa" }
        store.send(.list(.editFilter(TextFieldState(text: "Paris")))) { $0.query = "Paris" }
        store.send(.typingPaused("Pa"))  // an older pause: the field says something else now
        store.send(.typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.report = .loading(last: nil)
        }
        store.send(.typingPaused("Paris"))  // the same text again: no second request
        store.send(.list(.commitFilter)) { $0.isSearchFocused = false }  // Enter on the same text too
    }

    @Test func enterSearchesAtOnceTrimmedAndLeavesTheField() {
        let store = TestStore(
            initial: WeatherState(query: "  東京 ", isSearchFocused: true), reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.commitFilter)) {
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("東京"))
            $0.nextRequestID = 2
            $0.lastSearch = "東京"
            $0.report = .loading(last: nil)
        }
        store.send(.typingPaused("  東京 "))  // the pause after Enter asks for the same search
    }

    @Test func aNewerSearchReplacesTheOlderAndItsLateAnswerIsDropped() {
        let store = TestStore(initial: WeatherState(query: "Paris"), reduce: WeatherViewModel.reducer.reduce)
        store.send(.typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.report = .loading(last: nil)
        }
        store.send(.list(.editFilter(TextFieldState(text: "Rome")))) { $0.query = "Rome" }
        store.send(.typingPaused("Rome")) {
            $0.request = self.request(2, .search("Rome"))
            $0.nextRequestID = 3
            $0.lastSearch = "Rome"
            $0.report = .loading(last: nil)
        }
        store.send(.loaded(requestID: 1, WeatherTestData.report("Paris")))
        store.send(.failed(requestID: 1, .unreachable(host: "example.com")))
        let rome = WeatherTestData.report("Rome")
        store.send(.loaded(requestID: 2, rome)) {
            $0.request = nil
            $0.report = .loaded(rome)
            $0.recentCities = [RecentCity(rome.location)]
        }
        store.send(.loaded(requestID: 2, WeatherTestData.report("Rome", days: 2)))  // answered already
    }

    @Test func clearingTheFieldCancelsAndGoesBackToIdle() {
        let store = TestStore(
            initial: WeatherState(
                query: "", report: .loading(last: nil), request: request(1, .search("Paris")),
                nextRequestID: 2, lastSearch: "Paris", isMoreInfoShown: true), reduce: WeatherViewModel.reducer.reduce)
        store.send(.typingPaused("")) {
            $0.request = nil
            $0.report = .notRequested
            $0.lastSearch = nil
            $0.isMoreInfoShown = false
        }
        store.send(.typingPaused(""))
    }

    @Test func loadedSearchResetsTheCursorAndRemembersTheCity() {
        let store = TestStore(
            initial: WeatherState(
                query: "lon", report: .loading(last: nil), request: request(4, .search("lon")),
                nextRequestID: 5, lastSearch: "lon", cursor: ListCursor(selection: 3),
                recentCities: ["Paris", "london", "A", "B", "C", "D", "E", "F"]),
            reduce: WeatherViewModel.reducer.reduce)
        let london = WeatherTestData.report("London", otherMatches: 3)
        store.send(.loaded(requestID: 4, london)) {
            $0.request = nil
            $0.report = .loaded(london)
            $0.cursor = ListCursor()
            $0.recentCities = [RecentCity(london.location), "Paris", "A", "B", "C", "D", "E", "F"]
        }
    }

    @Test func recentCitiesKeepTheNewestEight() {
        let store = TestStore(
            initial: WeatherState(
                query: "Oslo", report: .loading(last: nil), request: request(1, .search("Oslo")),
                nextRequestID: 2, lastSearch: "Oslo", recentCities: ["1", "2", "3", "4", "5", "6", "7", "8"]),
            reduce: WeatherViewModel.reducer.reduce)
        let oslo = WeatherTestData.report("Oslo")
        store.send(.loaded(requestID: 1, oslo)) {
            $0.request = nil
            $0.report = .loaded(oslo)
            $0.recentCities = [RecentCity(oslo.location), "1", "2", "3", "4", "5", "6", "7"]
        }
    }

    @Test func noSuchCityIsItsOwnStateAndRetrySearchesAgain() {
        let store = TestStore(
            initial: WeatherState(
                query: "Atlantis", report: .loading(last: nil),
                request: request(1, .search("Atlantis")),
                nextRequestID: 2, lastSearch: "Atlantis"), reduce: WeatherViewModel.reducer.reduce)
        store.send(.failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.report = .notRequested
            $0.notFound = "Atlantis"
        }
        store.send(.retry) {
            $0.request = self.request(2, .search("Atlantis"))
            $0.nextRequestID = 3
            $0.report = .loading(last: nil)
            $0.notFound = nil
        }
    }

    @Test func aSearchThatFindsNothingLeavesNoRowSelected() {
        let store = TestStore(
            initial: WeatherState(query: "Oslo", report: .loaded(WeatherTestData.report("Oslo")), lastSearch: "Oslo"),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.move(.end))) { $0.cursor = ListCursor(selection: $0.rowCount - 1) }
        store.send(.search("Atlantis")) {
            $0.query = "Atlantis"
            $0.request = self.request(1, .search("Atlantis"))
            $0.nextRequestID = 2
            $0.lastSearch = "Atlantis"
            $0.report = .loading(last: nil)
            $0.cursor = ListCursor()
        }
        store.send(.failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.report = .notRequested
            $0.notFound = "Atlantis"
        }
    }

    @Test func errorsOfferRetryAndRetryAsksTheSameAgain() {
        let store = TestStore(
            initial: WeatherState(
                query: "Paris", report: .loading(last: nil), request: request(1, .search("Paris")),
                nextRequestID: 2, lastSearch: "Paris"), reduce: WeatherViewModel.reducer.reduce)
        let error = WeatherError.unreachable(host: "api.example.com")
        store.send(.failed(requestID: 1, error)) {
            $0.request = nil
            $0.report = .failed(LoadFailure(error), last: nil)
            $0.retryKind = .search("Paris")
        }
        store.send(.retry) {
            $0.request = self.request(2, .search("Paris"))
            $0.nextRequestID = 3
            $0.report = .loading(last: nil)
            $0.retryKind = nil
        }
        let paris = WeatherTestData.report("Paris")
        store.send(.loaded(requestID: 2, paris)) {
            $0.request = nil
            $0.report = .loaded(paris)
            $0.recentCities = [RecentCity(paris.location)]
        }
    }

    @Test func reloadKeepsTheDaysTheSelectionAndTheMatchCount() {
        let paris = WeatherTestData.report("Paris", days: 5, otherMatches: 2)
        let store = TestStore(
            initial: WeatherState(
                query: "Paris", report: .loaded(paris), lastSearch: "Paris", cursor: ListCursor(selection: 4)),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.retry) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.report = .loading(last: paris)
        }
        store.send(.spinnerTick) { $0.spinnerFrame = 1 }
        let cached = WeatherTestData.report("Paris", days: 3, freshness: .cached(since: WeatherTestData.instant))
        var expectedReport = cached
        expectedReport.otherMatches = 2
        store.send(.loaded(requestID: 1, cached)) {
            $0.request = nil
            $0.report = .loaded(expectedReport)
            $0.cursor = ListCursor(selection: 2)
        }
        store.send(.spinnerTick)  // no request, no animation
    }

    @Test func aFailedReloadKeepsTheLastReportAndRetriesTheReload() {
        let paris = WeatherTestData.report("Paris")
        let store = TestStore(
            initial: WeatherState(
                report: .loading(last: paris), request: request(3, .reload(paris.location)),
                nextRequestID: 4), reduce: WeatherViewModel.reducer.reduce)
        store.send(.failed(requestID: 3, .timeout(seconds: 10))) {
            $0.request = nil
            $0.report = .failed(LoadFailure(WeatherError.timeout(seconds: 10)), last: paris)
            $0.retryKind = .reload(paris.location)
        }
        store.send(.retry) {
            $0.request = self.request(4, .reload(paris.location))
            $0.nextRequestID = 5
            $0.report = .loading(last: paris)
            $0.retryKind = nil
        }
        store.send(.failed(requestID: 4, .cancelled)) {
            $0.request = nil
            $0.report = .loaded(paris)
        }
    }

    @Test func retryDoesNothingWhileIdleOrLoading() {
        let idle = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        idle.send(.retry)
        let loading = TestStore(
            initial: WeatherState(
                report: .loading(last: nil), request: request(1, .search("X")), nextRequestID: 2),
            reduce: WeatherViewModel.reducer.reduce)
        loading.send(.retry)
    }

    @Test func unitsToggleLocallyWithoutARequest() {
        let paris = WeatherTestData.report("Paris")
        let store = TestStore(initial: WeatherState(report: .loaded(paris)), reduce: WeatherViewModel.reducer.reduce)
        store.send(.toggleUnits) { $0.units = .imperial }
        #expect(store.state.forecast?.days.first?.maxTemperature == 50)
        #expect(store.state.report.value == paris)
        store.send(.toggleUnits) { $0.units = .metric }
        store.send(.retry) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.report = .loading(last: paris)
        }
        store.send(.toggleUnits) { $0.units = .imperial }
        #expect(store.state.request?.units == .metric)  // the answer is converted when shown
    }

    @Test func selectionMovesThroughTheDays() {
        let store = TestStore(
            initial: WeatherState(report: .loaded(WeatherTestData.report("Paris", days: 5))),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.move(.down))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.list(.move(.end))) { $0.cursor = ListCursor(selection: 4) }
        store.send(.list(.move(.down)))
        store.send(.list(.move(.pageUp(rows: 3)))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.list(.move(.home))) { $0.cursor = ListCursor(selection: 0) }
        store.send(.list(.move(.up)))
    }

    @Test func detailAndSheetOpenOnlyWithAForecast() {
        let idle = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        idle.send(.list(.present(.open)))
        idle.send(.list(.present(.open)))
        idle.send(.list(.present(.toggleSheet)))
        let store = TestStore(
            initial: WeatherState(report: .loaded(WeatherTestData.report("Paris"))),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.present(.open))) { $0.isDetailOpen = true }
        store.send(.list(.present(.toggleSheet))) { $0.isMoreInfoShown = true }
        store.send(.list(.present(.toggleSheet))) { $0.isMoreInfoShown = false }
        store.send(.list(.present(.toggleSheet))) { $0.isMoreInfoShown = true }
        store.send(.list(.present(.closeSheet))) { $0.isMoreInfoShown = false }
        store.send(.list(.present(.closeDetail))) { $0.isDetailOpen = false }
        store.send(.list(.present(.open))) { $0.isDetailOpen = true }
    }

    @Test func deepLinkPanelsWaitForTheForecast() {
        let store = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        store.send(.search("Paris")) {
            self.startsFirst(&$0, "Paris", .search("Paris"))
        }
        store.send(.openPanels(detail: true, moreInfo: true)) {
            $0.pendingPanels = Presentation(isDetailOpen: true, isSheetOpen: true)
        }
        #expect(!store.state.showsDetail && !store.state.showsMoreInfo)
        let paris = WeatherTestData.report("Paris")
        store.send(.loaded(requestID: 1, paris)) {
            $0.request = nil
            $0.report = .loaded(paris)
            $0.recentCities = [RecentCity(paris.location)]
        }
        #expect(store.state.showsDetail && store.state.showsMoreInfo)
    }

    @Test func recentCitiesAreOfferedWhileIdleAndEnterSearchesTheSelectedOne() {
        let store = TestStore(
            initial: WeatherState(isSearchFocused: true, recentCities: ["Paris", "São Paulo"]),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.move(.down))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.list(.commitFilter)) {
            $0.query = "São Paulo"
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("São Paulo"))
            $0.nextRequestID = 2
            $0.lastSearch = "São Paulo"
            $0.report = .loading(last: nil)
            $0.cursor = ListCursor()  // no rows while the search loads
        }
        let fromList = TestStore(
            initial: WeatherState(recentCities: ["Paris"]), reduce: WeatherViewModel.reducer.reduce)
        fromList.send(.list(.present(.open))) {
            self.startsFirst(&$0, "Paris", .search("Paris"))
        }
    }

    /// What starting the first request, for `kind` named `text`, does to a state.
    private func startsFirst(_ state: inout WeatherState, _ text: String, _ kind: WeatherRequest.Kind) {
        state.query = text
        state.request = request(1, kind)
        state.nextRequestID = 2
        state.lastSearch = text
        state.report = .loading(last: nil)
    }

    /// Decision 2251: a recent city whose place is known is loaded by its coordinates — the
    /// Springfield in Illinois, not the most populous one — and one stored as a name alone (an
    /// older file) is searched by its name; `.reopen` (the start on the last city) does the same.
    @Test func aRecentPlaceReopensByItsCoordinatesAndARecentNameIsSearched() {
        let illinois = Place(
            name: "Springfield", region: "Illinois", country: "United States", latitude: 39.8017, longitude: -89.6437)
        let recent = RecentCity(name: "Springfield", place: illinois)
        let store = TestStore(
            initial: WeatherState(isSearchFocused: true, recentCities: ["Paris", recent]),
            reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.move(.down))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.list(.commitFilter)) {
            self.startsFirst(&$0, "Springfield", .place(illinois))
            $0.isSearchFocused = false
            $0.cursor = ListCursor()
        }
        let atStart = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        atStart.send(.reopen(recent)) {
            self.startsFirst(&$0, "Springfield", .place(illinois))
        }
        let byName = TestStore(initial: WeatherState(), reduce: WeatherViewModel.reducer.reduce)
        byName.send(.reopen("Springfield")) {
            self.startsFirst(&$0, "Springfield", .search("Springfield"))
        }
    }

    /// Two places of one name are two recent cities; the same place again replaces its entry,
    /// and so does a name alone of that name.
    @Test func twoSpringfieldsAreTwoRecentCities() {
        let missouri = Place(
            name: "Springfield", region: "Missouri", country: "United States", latitude: 37.2153, longitude: -93.2982)
        let illinois = Place(
            name: "Springfield", region: "Illinois", country: "United States", latitude: 39.8017, longitude: -89.6437)
        let store = TestStore(
            initial: WeatherState(
                report: .loading(last: nil), request: request(1, .place(illinois)), nextRequestID: 2,
                recentCities: [RecentCity(name: "Springfield", place: missouri), "Paris"]),
            reduce: WeatherViewModel.reducer.reduce)
        let report = WeatherTestData.report("Springfield")
        store.send(.loaded(requestID: 1, report)) {
            $0.request = nil
            $0.report = .loaded(report)
            $0.recentCities = [
                RecentCity(name: "Springfield", place: illinois), RecentCity(name: "Springfield", place: missouri),
                "Paris",
            ]
        }
        let again = TestStore(
            initial: WeatherState(
                report: .loading(last: nil), request: request(1, .place(missouri)), nextRequestID: 2,
                recentCities: [RecentCity(name: "Springfield", place: illinois), "springfield"]),
            reduce: WeatherViewModel.reducer.reduce)
        again.send(.loaded(requestID: 1, report)) {
            $0.request = nil
            $0.report = .loaded(report)
            $0.recentCities = [
                RecentCity(name: "Springfield", place: missouri), RecentCity(name: "Springfield", place: illinois),
            ]
        }
    }

    @Test func enterOnAnEmptyFieldWithoutRecentCitiesStaysIdle() {
        let store = TestStore(
            initial: WeatherState(query: "   ", isSearchFocused: true), reduce: WeatherViewModel.reducer.reduce)
        store.send(.list(.commitFilter)) { $0.isSearchFocused = false }
        store.send(.list(.clearFilter))
        store.send(.list(.openFilter)) {
            $0.isSearchFocused = true
            $0.list.filter?.field.selectAll()  // typing replaces the text
        }
        store.send(.list(.clearFilter)) { $0.isSearchFocused = false }
    }
}
