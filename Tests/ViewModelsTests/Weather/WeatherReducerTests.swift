import Domain
import Testing
import ViewModels

/// Every transition of the Weather state machine, asserting the whole state after each event.
@Suite struct WeatherReducerTests {
    /// Reduces `event` and expects exactly the changes `change` makes to the state before it.
    private func step(
        _ state: inout WeatherState, _ event: WeatherEvent, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout WeatherState) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        WeatherReducer.reduce(&state, event)
        #expect(state == expected, sourceLocation: sourceLocation)
    }

    private func request(_ id: Int, _ kind: WeatherRequest.Kind, _ units: Units = .metric) -> WeatherRequest {
        WeatherRequest(id: id, kind: kind, units: units)
    }

    @Test func typingOnlyEditsAndAPauseStartsOneSearch() {
        var state = WeatherState()
        step(&state, .user(.focusSearch)) { $0.isSearchFocused = true }
        step(&state, .user(.editQuery("Pa"))) { $0.query = "Pa" }
        step(&state, .user(.editQuery("Paris"))) { $0.query = "Paris" }
        step(&state, .typingPaused("Pa"))  // an older pause: the field says something else now
        step(&state, .typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        step(&state, .typingPaused("Paris"))  // the same text again: no second request
        step(&state, .user(.submitQuery)) { $0.isSearchFocused = false }  // Enter on the same text too
    }

    @Test func enterSearchesAtOnceTrimmedAndLeavesTheField() {
        var state = WeatherState(query: "  東京 ", isSearchFocused: true)
        step(&state, .user(.submitQuery)) {
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("東京"))
            $0.nextRequestID = 2
            $0.lastSearch = "東京"
            $0.phase = .loading(.search("東京"), last: nil)
        }
        step(&state, .typingPaused("  東京 "))  // the pause after Enter asks for the same search
    }

    @Test func aNewerSearchReplacesTheOlderAndItsLateAnswerIsDropped() {
        var state = WeatherState(query: "Paris")
        step(&state, .typingPaused("Paris")) {
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        step(&state, .user(.editQuery("Rome"))) { $0.query = "Rome" }
        step(&state, .typingPaused("Rome")) {
            $0.request = self.request(2, .search("Rome"))
            $0.nextRequestID = 3
            $0.lastSearch = "Rome"
            $0.phase = .loading(.search("Rome"), last: nil)
        }
        step(&state, .loaded(requestID: 1, WeatherTestData.report("Paris")))
        step(&state, .failed(requestID: 1, .unreachable(host: "example.com")))
        let rome = WeatherTestData.report("Rome")
        step(&state, .loaded(requestID: 2, rome)) {
            $0.request = nil
            $0.phase = .loaded(rome)
            $0.recentCities = ["Rome"]
        }
        step(&state, .loaded(requestID: 2, WeatherTestData.report("Rome", days: 2)))  // answered already
    }

    @Test func clearingTheFieldCancelsAndGoesBackToIdle() {
        var state = WeatherState(
            query: "", phase: .loading(.search("Paris"), last: nil), request: request(1, .search("Paris")),
            nextRequestID: 2, lastSearch: "Paris", isMoreInfoShown: true)
        step(&state, .typingPaused("")) {
            $0.request = nil
            $0.phase = .idle
            $0.lastSearch = nil
            $0.isMoreInfoShown = false
        }
        step(&state, .typingPaused(""))
    }

    @Test func loadedSearchResetsTheCursorAndRemembersTheCity() {
        var state = WeatherState(
            query: "lon", phase: .loading(.search("lon"), last: nil), request: request(4, .search("lon")),
            nextRequestID: 5, lastSearch: "lon", cursor: ListCursor(selection: 3),
            recentCities: ["Paris", "london", "A", "B", "C", "D", "E", "F"])
        let london = WeatherTestData.report("London", otherMatches: 3)
        step(&state, .loaded(requestID: 4, london)) {
            $0.request = nil
            $0.phase = .loaded(london)
            $0.cursor = ListCursor()
            $0.recentCities = ["London", "Paris", "A", "B", "C", "D", "E", "F"]
        }
    }

    @Test func recentCitiesKeepTheNewestEight() {
        var state = WeatherState(
            query: "Oslo", phase: .loading(.search("Oslo"), last: nil), request: request(1, .search("Oslo")),
            nextRequestID: 2, lastSearch: "Oslo", recentCities: ["1", "2", "3", "4", "5", "6", "7", "8"])
        let oslo = WeatherTestData.report("Oslo")
        step(&state, .loaded(requestID: 1, oslo)) {
            $0.request = nil
            $0.phase = .loaded(oslo)
            $0.recentCities = ["Oslo", "1", "2", "3", "4", "5", "6", "7"]
        }
    }

    @Test func noSuchCityIsItsOwnStateAndRetrySearchesAgain() {
        var state = WeatherState(
            query: "Atlantis", phase: .loading(.search("Atlantis"), last: nil),
            request: request(1, .search("Atlantis")),
            nextRequestID: 2, lastSearch: "Atlantis")
        step(&state, .failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.phase = .notFound("Atlantis")
        }
        step(&state, .user(.retry)) {
            $0.request = self.request(2, .search("Atlantis"))
            $0.nextRequestID = 3
            $0.phase = .loading(.search("Atlantis"), last: nil)
        }
    }

    @Test func aSearchThatFindsNothingLeavesNoRowSelected() {
        var state = WeatherState(query: "Oslo", phase: .loaded(WeatherTestData.report("Oslo")), lastSearch: "Oslo")
        step(&state, .user(.moveSelection(.end))) { $0.cursor = ListCursor(selection: $0.rowCount - 1) }
        step(&state, .user(.search("Atlantis"))) {
            $0.query = "Atlantis"
            $0.request = self.request(1, .search("Atlantis"))
            $0.nextRequestID = 2
            $0.lastSearch = "Atlantis"
            $0.phase = .loading(.search("Atlantis"), last: nil)
            $0.cursor = ListCursor()
        }
        step(&state, .failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.phase = .notFound("Atlantis")
        }
    }

    @Test func errorsOfferRetryAndRetryAsksTheSameAgain() {
        var state = WeatherState(
            query: "Paris", phase: .loading(.search("Paris"), last: nil), request: request(1, .search("Paris")),
            nextRequestID: 2, lastSearch: "Paris")
        let error = WeatherError.unreachable(host: "api.example.com")
        step(&state, .failed(requestID: 1, error)) {
            $0.request = nil
            $0.phase = .failed(LoadFailure(error), retry: .search("Paris"), last: nil)
        }
        step(&state, .user(.retry)) {
            $0.request = self.request(2, .search("Paris"))
            $0.nextRequestID = 3
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        let paris = WeatherTestData.report("Paris")
        step(&state, .loaded(requestID: 2, paris)) {
            $0.request = nil
            $0.phase = .loaded(paris)
            $0.recentCities = ["Paris"]
        }
    }

    @Test func reloadKeepsTheDaysTheSelectionAndTheMatchCount() {
        let paris = WeatherTestData.report("Paris", days: 5, otherMatches: 2)
        var state = WeatherState(
            query: "Paris", phase: .loaded(paris), lastSearch: "Paris", cursor: ListCursor(selection: 4))
        step(&state, .user(.retry)) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        step(&state, .spinnerTicked) { $0.spinnerFrame = 1 }
        let cached = WeatherTestData.report("Paris", days: 3, freshness: .cached(since: WeatherTestData.instant))
        var expectedReport = cached
        expectedReport.otherMatches = 2
        step(&state, .loaded(requestID: 1, cached)) {
            $0.request = nil
            $0.phase = .loaded(expectedReport)
            $0.cursor = ListCursor(selection: 2)
        }
        step(&state, .spinnerTicked)  // no request, no animation
    }

    @Test func aFailedReloadKeepsTheLastReportAndRetriesTheReload() {
        let paris = WeatherTestData.report("Paris")
        var state = WeatherState(
            phase: .loading(.reload(paris.location), last: paris), request: request(3, .reload(paris.location)),
            nextRequestID: 4)
        step(&state, .failed(requestID: 3, .timeout(seconds: 10))) {
            $0.request = nil
            $0.phase = .failed(
                LoadFailure(WeatherError.timeout(seconds: 10)), retry: .reload(paris.location), last: paris)
        }
        step(&state, .user(.retry)) {
            $0.request = self.request(4, .reload(paris.location))
            $0.nextRequestID = 5
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        step(&state, .failed(requestID: 4, .cancelled)) {
            $0.request = nil
            $0.phase = .loaded(paris)
        }
    }

    @Test func retryDoesNothingWhileIdleOrLoading() {
        var idle = WeatherState()
        step(&idle, .user(.retry))
        var loading = WeatherState(
            phase: .loading(.search("X"), last: nil), request: request(1, .search("X")), nextRequestID: 2)
        step(&loading, .user(.retry))
    }

    @Test func unitsToggleLocallyWithoutARequest() {
        let paris = WeatherTestData.report("Paris")
        var state = WeatherState(phase: .loaded(paris))
        step(&state, .user(.toggleUnits)) { $0.units = .imperial }
        #expect(state.forecast?.days.first?.maxTemperature == 50)
        #expect(state.report == paris)
        step(&state, .user(.toggleUnits)) { $0.units = .metric }
        step(&state, .user(.retry)) {
            $0.request = self.request(1, .reload(paris.location))
            $0.nextRequestID = 2
            $0.phase = .loading(.reload(paris.location), last: paris)
        }
        step(&state, .user(.toggleUnits)) { $0.units = .imperial }
        #expect(state.request?.units == .metric)  // the answer is converted when shown
    }

    @Test func selectionMovesThroughTheDays() {
        var state = WeatherState(phase: .loaded(WeatherTestData.report("Paris", days: 5)))
        step(&state, .user(.moveSelection(.down))) { $0.cursor = ListCursor(selection: 1) }
        step(&state, .user(.moveSelection(.end))) { $0.cursor = ListCursor(selection: 4) }
        step(&state, .user(.moveSelection(.down)))
        step(&state, .user(.moveSelection(.pageUp(rows: 3)))) { $0.cursor = ListCursor(selection: 1) }
        step(&state, .user(.moveSelection(.home))) { $0.cursor = ListCursor(selection: 0) }
        step(&state, .user(.moveSelection(.up)))
    }

    @Test func detailAndSheetOpenOnlyWithAForecast() {
        var idle = WeatherState()
        step(&idle, .user(.openDetail))
        step(&idle, .user(.activate))
        step(&idle, .user(.toggleMoreInfo))
        var state = WeatherState(phase: .loaded(WeatherTestData.report("Paris")))
        step(&state, .user(.activate)) { $0.isDetailOpen = true }
        step(&state, .user(.toggleMoreInfo)) { $0.isMoreInfoShown = true }
        step(&state, .user(.toggleMoreInfo)) { $0.isMoreInfoShown = false }
        step(&state, .user(.toggleMoreInfo)) { $0.isMoreInfoShown = true }
        step(&state, .user(.closeMoreInfo)) { $0.isMoreInfoShown = false }
        step(&state, .user(.closeDetail)) { $0.isDetailOpen = false }
        step(&state, .user(.openDetail)) { $0.isDetailOpen = true }
    }

    @Test func deepLinkPanelsWaitForTheForecast() {
        var state = WeatherState()
        step(&state, .user(.search("Paris"))) {
            $0.query = "Paris"
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
        step(&state, .user(.openPanels(detail: true, moreInfo: true))) {
            $0.isDetailOpen = true
            $0.isMoreInfoShown = true
        }
        #expect(!state.showsDetail && !state.showsMoreInfo)
        let paris = WeatherTestData.report("Paris")
        step(&state, .loaded(requestID: 1, paris)) {
            $0.request = nil
            $0.phase = .loaded(paris)
            $0.recentCities = ["Paris"]
        }
        #expect(state.showsDetail && state.showsMoreInfo)
    }

    @Test func recentCitiesAreOfferedWhileIdleAndEnterSearchesTheSelectedOne() {
        var state = WeatherState(isSearchFocused: true, recentCities: ["Paris", "São Paulo"])
        step(&state, .user(.moveSelection(.down))) { $0.cursor = ListCursor(selection: 1) }
        step(&state, .user(.submitQuery)) {
            $0.query = "São Paulo"
            $0.isSearchFocused = false
            $0.request = self.request(1, .search("São Paulo"))
            $0.nextRequestID = 2
            $0.lastSearch = "São Paulo"
            $0.phase = .loading(.search("São Paulo"), last: nil)
            $0.cursor = ListCursor()  // no rows while the search loads
        }
        var fromList = WeatherState(recentCities: ["Paris"])
        step(&fromList, .user(.activate)) {
            $0.query = "Paris"
            $0.request = self.request(1, .search("Paris"))
            $0.nextRequestID = 2
            $0.lastSearch = "Paris"
            $0.phase = .loading(.search("Paris"), last: nil)
        }
    }

    @Test func enterOnAnEmptyFieldWithoutRecentCitiesStaysIdle() {
        var state = WeatherState(query: "   ", isSearchFocused: true)
        step(&state, .user(.submitQuery)) { $0.isSearchFocused = false }
        step(&state, .user(.leaveSearch))
        step(&state, .user(.focusSearch)) { $0.isSearchFocused = true }
        step(&state, .user(.leaveSearch)) { $0.isSearchFocused = false }
    }
}
