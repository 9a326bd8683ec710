import Domain
import Testing
import ViewModelCore
import ViewModelTestSupport

@testable import Weather

/// Every transition of the Weather state machine, each event's whole state checked by a `TestStore`
/// with no feedbacks.
@Suite struct WeatherReducerTests {
    private func request(_ id: Int, _ kind: WeatherRequest.Kind, _ units: Units = .metric) -> WeatherRequest {
        WeatherRequest(id: id, kind: kind, units: units)
    }

    @Test func typingOnlyEditsAndAPauseStartsOneSearch() {
        let store = TestStore(initial: WeatherState(), reduce: WeatherReducer.reduce)
        store.send(.user(.focusSearch)) { $0.isSearchFocused = true }
        store.send(.user(.editQuery("Pa"))) { $0.query = "Pa" }
        store.send(.user(.editQuery("Paris"))) { $0.query = "Paris" }
        store.send(.typingPaused("Pa"))  // an older pause: the field says something else now
        store.send(.typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        store.send(.typingPaused("Paris"))  // the same text again: no second request
        store.send(.user(.submitQuery)) { $0.isSearchFocused = false }  // Enter on the same text too
    }

    @Test func enterSearchesAtOnceTrimmedAndLeavesTheField() {
        let store = TestStore(
            initial: WeatherState(query: "  東京 ", isSearchFocused: true), reduce: WeatherReducer.reduce)
        store.send(.user(.submitQuery)) {
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("東京"))
            $0.nextRequestID = 2
            $0.lastSearch = "東京"
            $0.phase = .loading(.search("東京"), last: nil)
        }
        store.send(.typingPaused("  東京 "))  // the pause after Enter asks for the same search
    }

    @Test func aNewerSearchReplacesTheOlderAndItsLateAnswerIsDropped() {
        let store = TestStore(initial: WeatherState(query: "Paris"), reduce: WeatherReducer.reduce)
        store.send(.typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        store.send(.user(.editQuery("Rome"))) { $0.query = "Rome" }
        store.send(.typingPaused("Rome")) {
            $0.request = self.request(2, .search("Rome"))
            $0.nextRequestID = 3
            $0.lastSearch = "Rome"
            $0.phase = .loading(.search("Rome"), last: nil)
        }
        store.send(.loaded(requestID: 1, WeatherTestData.report("Paris")))
        store.send(.failed(requestID: 1, .unreachable(host: "example.com")))
        let rome = WeatherTestData.report("Rome")
        store.send(.loaded(requestID: 2, rome)) {
            $0.request = nil
            $0.phase = .loaded(rome)
            $0.recentCities = ["Rome"]
        }
        store.send(.loaded(requestID: 2, WeatherTestData.report("Rome", days: 2)))  // answered already
    }

    @Test func clearingTheFieldCancelsAndGoesBackToIdle() {
        let store = TestStore(
            initial: WeatherState(
                query: "", phase: .loading(.search("Paris"), last: nil), request: request(1, .search("Paris")),
                nextRequestID: 2, lastSearch: "Paris", isMoreInfoShown: true), reduce: WeatherReducer.reduce)
        store.send(.typingPaused("")) {
            $0.request = nil
            $0.phase = .idle
            $0.lastSearch = nil
            $0.isMoreInfoShown = false
        }
        store.send(.typingPaused(""))
    }

    @Test func loadedSearchResetsTheCursorAndRemembersTheCity() {
        let store = TestStore(
            initial: WeatherState(
                query: "lon", phase: .loading(.search("lon"), last: nil), request: request(4, .search("lon")),
                nextRequestID: 5, lastSearch: "lon", cursor: ListCursor(selection: 3),
                recentCities: ["Paris", "london", "A", "B", "C", "D", "E", "F"]), reduce: WeatherReducer.reduce)
        let london = WeatherTestData.report("London", otherMatches: 3)
        store.send(.loaded(requestID: 4, london)) {
            $0.request = nil
            $0.phase = .loaded(london)
            $0.cursor = ListCursor()
            $0.recentCities = ["London", "Paris", "A", "B", "C", "D", "E", "F"]
        }
    }

    @Test func recentCitiesKeepTheNewestEight() {
        let store = TestStore(
            initial: WeatherState(
                query: "Oslo", phase: .loading(.search("Oslo"), last: nil), request: request(1, .search("Oslo")),
                nextRequestID: 2, lastSearch: "Oslo", recentCities: ["1", "2", "3", "4", "5", "6", "7", "8"]),
            reduce: WeatherReducer.reduce)
        let oslo = WeatherTestData.report("Oslo")
        store.send(.loaded(requestID: 1, oslo)) {
            $0.request = nil
            $0.phase = .loaded(oslo)
            $0.recentCities = ["Oslo", "1", "2", "3", "4", "5", "6", "7"]
        }
    }

    @Test func noSuchCityIsItsOwnStateAndRetrySearchesAgain() {
        let store = TestStore(
            initial: WeatherState(
                query: "Atlantis", phase: .loading(.search("Atlantis"), last: nil),
                request: request(1, .search("Atlantis")),
                nextRequestID: 2, lastSearch: "Atlantis"), reduce: WeatherReducer.reduce)
        store.send(.failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.phase = .notFound("Atlantis")
        }
        store.send(.user(.retry)) {
            $0.request = self.request(2, .search("Atlantis"))
            $0.nextRequestID = 3
            $0.phase = .loading(.search("Atlantis"), last: nil)
        }
    }

    @Test func aSearchThatFindsNothingLeavesNoRowSelected() {
        let store = TestStore(
            initial: WeatherState(query: "Oslo", phase: .loaded(WeatherTestData.report("Oslo")), lastSearch: "Oslo"),
            reduce: WeatherReducer.reduce)
        store.send(.user(.moveSelection(.end))) { $0.cursor = ListCursor(selection: $0.rowCount - 1) }
        store.send(.user(.search("Atlantis"))) {
            $0.query = "Atlantis"
            $0.request = self.request(1, .search("Atlantis"))
            $0.nextRequestID = 2
            $0.lastSearch = "Atlantis"
            $0.phase = .loading(.search("Atlantis"), last: nil)
            $0.cursor = ListCursor()
        }
        store.send(.failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.phase = .notFound("Atlantis")
        }
    }

    @Test func errorsOfferRetryAndRetryAsksTheSameAgain() {
        let store = TestStore(
            initial: WeatherState(
                query: "Paris", phase: .loading(.search("Paris"), last: nil), request: request(1, .search("Paris")),
                nextRequestID: 2, lastSearch: "Paris"), reduce: WeatherReducer.reduce)
        let error = WeatherError.unreachable(host: "api.example.com")
        store.send(.failed(requestID: 1, error)) {
            $0.request = nil
            $0.phase = .failed(LoadFailure(error), retry: .search("Paris"), last: nil)
        }
        store.send(.user(.retry)) {
            $0.request = self.request(2, .search("Paris"))
            $0.nextRequestID = 3
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        let paris = WeatherTestData.report("Paris")
        store.send(.loaded(requestID: 2, paris)) {
            $0.request = nil
            $0.phase = .loaded(paris)
            $0.recentCities = ["Paris"]
        }
    }

    @Test func reloadKeepsTheDaysTheSelectionAndTheMatchCount() {
        let paris = WeatherTestData.report("Paris", days: 5, otherMatches: 2)
        let store = TestStore(
            initial: WeatherState(
                query: "Paris", phase: .loaded(paris), lastSearch: "Paris", cursor: ListCursor(selection: 4)),
            reduce: WeatherReducer.reduce)
        store.send(.user(.retry)) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        store.send(.spinnerTick) { $0.spinnerFrame = 1 }
        let cached = WeatherTestData.report("Paris", days: 3, freshness: .cached(since: WeatherTestData.instant))
        var expectedReport = cached
        expectedReport.otherMatches = 2
        store.send(.loaded(requestID: 1, cached)) {
            $0.request = nil
            $0.phase = .loaded(expectedReport)
            $0.cursor = ListCursor(selection: 2)
        }
        store.send(.spinnerTick)  // no request, no animation
    }

    @Test func aFailedReloadKeepsTheLastReportAndRetriesTheReload() {
        let paris = WeatherTestData.report("Paris")
        let store = TestStore(
            initial: WeatherState(
                phase: .loading(.reload(paris.location), last: paris), request: request(3, .reload(paris.location)),
                nextRequestID: 4), reduce: WeatherReducer.reduce)
        store.send(.failed(requestID: 3, .timeout(seconds: 10))) {
            $0.request = nil
            $0.phase = .failed(
                LoadFailure(WeatherError.timeout(seconds: 10)), retry: .reload(paris.location), last: paris)
        }
        store.send(.user(.retry)) {
            $0.request = self.request(4, .reload(paris.location))
            $0.nextRequestID = 5
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        store.send(.failed(requestID: 4, .cancelled)) {
            $0.request = nil
            $0.phase = .loaded(paris)
        }
    }

    @Test func retryDoesNothingWhileIdleOrLoading() {
        let idle = TestStore(initial: WeatherState(), reduce: WeatherReducer.reduce)
        idle.send(.user(.retry))
        let loading = TestStore(
            initial: WeatherState(
                phase: .loading(.search("X"), last: nil), request: request(1, .search("X")), nextRequestID: 2),
            reduce: WeatherReducer.reduce)
        loading.send(.user(.retry))
    }

    @Test func unitsToggleLocallyWithoutARequest() {
        let paris = WeatherTestData.report("Paris")
        let store = TestStore(initial: WeatherState(phase: .loaded(paris)), reduce: WeatherReducer.reduce)
        store.send(.user(.toggleUnits)) { $0.units = .imperial }
        #expect(store.state.forecast?.days.first?.maxTemperature == 50)
        #expect(store.state.report == paris)
        store.send(.user(.toggleUnits)) { $0.units = .metric }
        store.send(.user(.retry)) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        store.send(.user(.toggleUnits)) { $0.units = .imperial }
        #expect(store.state.request?.units == .metric)  // the answer is converted when shown
    }

    @Test func selectionMovesThroughTheDays() {
        let store = TestStore(
            initial: WeatherState(phase: .loaded(WeatherTestData.report("Paris", days: 5))),
            reduce: WeatherReducer.reduce)
        store.send(.user(.moveSelection(.down))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.user(.moveSelection(.end))) { $0.cursor = ListCursor(selection: 4) }
        store.send(.user(.moveSelection(.down)))
        store.send(.user(.moveSelection(.pageUp(rows: 3)))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.user(.moveSelection(.home))) { $0.cursor = ListCursor(selection: 0) }
        store.send(.user(.moveSelection(.up)))
    }

    @Test func detailAndSheetOpenOnlyWithAForecast() {
        let idle = TestStore(initial: WeatherState(), reduce: WeatherReducer.reduce)
        idle.send(.user(.openDetail))
        idle.send(.user(.activate))
        idle.send(.user(.toggleMoreInfo))
        let store = TestStore(
            initial: WeatherState(phase: .loaded(WeatherTestData.report("Paris"))), reduce: WeatherReducer.reduce)
        store.send(.user(.activate)) { $0.isDetailOpen = true }
        store.send(.user(.toggleMoreInfo)) { $0.isMoreInfoShown = true }
        store.send(.user(.toggleMoreInfo)) { $0.isMoreInfoShown = false }
        store.send(.user(.toggleMoreInfo)) { $0.isMoreInfoShown = true }
        store.send(.user(.closeMoreInfo)) { $0.isMoreInfoShown = false }
        store.send(.user(.closeDetail)) { $0.isDetailOpen = false }
        store.send(.user(.openDetail)) { $0.isDetailOpen = true }
    }

    @Test func deepLinkPanelsWaitForTheForecast() {
        let store = TestStore(initial: WeatherState(), reduce: WeatherReducer.reduce)
        store.send(.user(.search("Paris"))) {
            $0.query = "Paris"
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        store.send(.user(.openPanels(detail: true, moreInfo: true))) {
            $0.isDetailOpen = true
            $0.isMoreInfoShown = true
        }
        #expect(!store.state.showsDetail && !store.state.showsMoreInfo)
        let paris = WeatherTestData.report("Paris")
        store.send(.loaded(requestID: 1, paris)) {
            $0.request = nil
            $0.phase = .loaded(paris)
            $0.recentCities = ["Paris"]
        }
        #expect(store.state.showsDetail && store.state.showsMoreInfo)
    }

    @Test func recentCitiesAreOfferedWhileIdleAndEnterSearchesTheSelectedOne() {
        let store = TestStore(
            initial: WeatherState(isSearchFocused: true, recentCities: ["Paris", "São Paulo"]),
            reduce: WeatherReducer.reduce)
        store.send(.user(.moveSelection(.down))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.user(.submitQuery)) {
            $0.query = "São Paulo"
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("São Paulo"))
            $0.nextRequestID = 2
            $0.lastSearch = "São Paulo"
            $0.phase = .loading(.search("São Paulo"), last: nil)
            $0.cursor = ListCursor()  // no rows while the search loads
        }
        let fromList = TestStore(initial: WeatherState(recentCities: ["Paris"]), reduce: WeatherReducer.reduce)
        fromList.send(.user(.activate)) {
            $0.query = "Paris"
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
    }

    @Test func enterOnAnEmptyFieldWithoutRecentCitiesStaysIdle() {
        let store = TestStore(initial: WeatherState(query: "   ", isSearchFocused: true), reduce: WeatherReducer.reduce)
        store.send(.user(.submitQuery)) { $0.isSearchFocused = false }
        store.send(.user(.leaveSearch))
        store.send(.user(.focusSearch)) { $0.isSearchFocused = true }
        store.send(.user(.leaveSearch)) { $0.isSearchFocused = false }
    }
}
