import Domain
import DomainTestSupport
import Foundation
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport
import Widgets

@testable import Weather

/// The view model run exhaustively (`TestStore`) on virtual time: the typing debounce, one request
/// per pause, cancellation of stale searches, the spinner, recent cities written when they change.
/// State transitions one by one are in `WeatherReducerTests`.
@MainActor
@Suite struct WeatherViewModelTests {
    private let scheduler = TestScheduler()
    private let service = FakeWeatherService()
    private let recents = InMemoryRecentCitiesStore()
    private let savedUnits = Locked<[Units]>([])

    private func makeStore() -> TestStore<WeatherState, WeatherEvent> {
        TestStore(
            WeatherViewModel(
                service: service, scheduler: scheduler, recents: recents,
                saveUnits: { [savedUnits] units in savedUnits.withLock { $0.append(units) } }),
            scheduler: scheduler)
    }

    private func setUp(_ name: String, matches: Int = 1) {
        let place = WeatherTestData.place(name)
        let others = (1..<max(1, matches)).map { WeatherTestData.place("\(name) \($0)") }
        service.places(name, [place] + others)
        service.forecast(name, .success(Fetched(WeatherTestData.forecast(for: place))))
    }

    /// What starting a search for `text` as request `id` does to the state.
    private func searching(_ state: inout WeatherState, _ text: String, id: Int) {
        state.lastSearch = text
        state.request = WeatherRequest(id: id, kind: .search(text), units: state.units)
        state.nextRequestID = id + 1
        state.report = .loading(last: nil)
        state.notFound = nil
        state.retryKind = nil
        state.spinnerFrame = 0
    }

    /// Sends `search(text)` and accounts for what it does: the state of search `id`, its forecast
    /// request, and the spinner when it starts one.
    private func search(
        _ text: String, id: Int, in store: TestStore<WeatherState, WeatherEvent>, startsSpinner: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        store.send(
            .search(text),
            assert: {
                $0.query = text
                searching(&$0, text, id: id)
            }, sourceLocation: sourceLocation)
        store.expectEffect(
            "forecast", WeatherRequest(id: id, kind: .search(text), units: .metric), sourceLocation: sourceLocation)
        if startsSpinner { store.expectEffect("spinner", sourceLocation: sourceLocation) }
    }

    /// The recent city a search for `name` leaves (`WeatherTestData.report(name)`'s place).
    private func recent(_ name: String) -> RecentCity {
        RecentCity(WeatherTestData.report(name).location)
    }

    /// What a search's answer does to the state.
    private func found(_ state: inout WeatherState, _ report: WeatherReport) {
        state.request = nil
        state.report = .loaded(report)
        state.cursor = ListCursor()
        let city = RecentCity(report.location)
        state.recentCities.removeAll { $0.isSameCity(as: city) }
        state.recentCities.insert(city, at: 0)
    }

    @Test func typingSearchesOnceAfterAPauseNeverPerKeystroke() async {
        setUp("Paris")
        service.hold("Paris")  // keeps the request in flight while the test looks at it
        let store = makeStore()
        store.send(.list(.openFilter)) { $0.isSearchFocused = true }
        for (index, prefix) in ["P", "Pa", "Par", "Pari", "Paris"].enumerated() {
            store.send(.list(.editFilter(TextFieldState(text: prefix)))) { $0.query = prefix }
            scheduler.advance(by: .milliseconds(index == 4 ? 499 : 300))
        }
        scheduler.advance(by: .milliseconds(1))
        await store.receive(.typingPaused("Paris")) { searching(&$0, "Paris", id: 1) }
        store.expectEffect("forecast", WeatherRequest(id: 1, kind: .search("Paris"), units: .metric))
        store.expectEffect("spinner")
        service.release("Paris")
        await store.receive(.loaded(requestID: 1, WeatherTestData.report("Paris"))) {
            found(&$0, WeatherTestData.report("Paris"))
        }
        store.expectEffect("recents", [recent("Paris")])
        scheduler.advance(by: .seconds(5))
        #expect(service.calls == ["find Paris", "forecast Paris metric"])
        #expect(scheduler.pendingActionCount == 0)  // idle: nothing scheduled, no spinner
    }

    @Test func eachPauseWithNewTextSearchesOnce() async {
        setUp("Rome")
        setUp("Roma")
        let store = makeStore()
        store.send(.list(.editFilter(TextFieldState(text: "Rome")))) { $0.query = "Rome" }
        scheduler.advance(by: .milliseconds(500))
        await store.receive(.typingPaused("Rome")) { searching(&$0, "Rome", id: 1) }
        store.expectEffect("forecast", WeatherRequest(id: 1, kind: .search("Rome"), units: .metric))
        store.expectEffect("spinner")
        await store.receive(.loaded(requestID: 1, WeatherTestData.report("Rome"))) {
            found(&$0, WeatherTestData.report("Rome"))
        }
        store.expectEffect("recents", [recent("Rome")])

        store.send(.list(.editFilter(TextFieldState(text: "Rom")))) { $0.query = "Rom" }
        scheduler.advance(by: .milliseconds(200))
        store.send(.list(.editFilter(TextFieldState(text: "Rome")))) { $0.query = "Rome" }
        scheduler.advance(by: .milliseconds(500))
        await store.receive(.typingPaused("Rome"))  // back to the text already searched: no new request
        store.send(.list(.editFilter(TextFieldState(text: "Roma")))) { $0.query = "Roma" }
        scheduler.advance(by: .milliseconds(500))
        await store.receive(.typingPaused("Roma")) { searching(&$0, "Roma", id: 2) }
        store.expectEffect("forecast", WeatherRequest(id: 2, kind: .search("Roma"), units: .metric))
        store.expectEffect("spinner")
        await store.receive(.loaded(requestID: 2, WeatherTestData.report("Roma"))) {
            found(&$0, WeatherTestData.report("Roma"))
        }
        store.expectEffect("recents", [recent("Roma"), recent("Rome")])
        #expect(service.calls == ["find Rome", "forecast Rome metric", "find Roma", "forecast Roma metric"])
        #expect(recents.load() == [recent("Roma"), recent("Rome")])
        #expect(recents.saveCount == 2)
    }

    @Test func enterSearchesAtOnceAndThePauseAfterItDoesNot() async {
        setUp("Oslo")
        let store = makeStore()
        store.send(.list(.openFilter)) { $0.isSearchFocused = true }
        store.send(.list(.editFilter(TextFieldState(text: "Oslo")))) { $0.query = "Oslo" }
        store.send(.list(.commitFilter)) {
            $0.isSearchFocused = false
            searching(&$0, "Oslo", id: 1)
        }
        store.expectEffect("forecast", WeatherRequest(id: 1, kind: .search("Oslo"), units: .metric))
        store.expectEffect("spinner")
        await store.receive(.loaded(requestID: 1, WeatherTestData.report("Oslo"))) {
            found(&$0, WeatherTestData.report("Oslo"))
        }
        store.expectEffect("recents", [recent("Oslo")])
        scheduler.advance(by: .seconds(1))
        await store.receive(.typingPaused("Oslo"))
        #expect(service.calls == ["find Oslo", "forecast Oslo metric"])
    }

    @Test func aNewerSearchCancelsTheOlderOneWhoseAnswerIsNeverShown() async {
        setUp("Paris")
        setUp("Lima")
        service.hold("Paris")
        let store = makeStore()
        search("Paris", id: 1, in: store)
        await scheduler.settle { service.calls.contains("find Paris") }
        search("Lima", id: 2, in: store, startsSpinner: false)
        await scheduler.settle { service.cancellations == ["Paris"] }
        await store.receive(.loaded(requestID: 2, WeatherTestData.report("Lima"))) {
            found(&$0, WeatherTestData.report("Lima"))
        }
        store.expectEffect("recents", [recent("Lima")])
        service.release("Paris")
        scheduler.advance(by: .seconds(1))
        await store.receive(.typingPaused("Lima"))
        #expect(!service.calls.contains("forecast Paris metric"))
    }

    @Test func clearingTheFieldCancelsTheSearchInFlight() async {
        setUp("Kyiv")
        service.hold("Kyiv")
        let store = makeStore()
        store.skip("spinner")
        store.send(.list(.editFilter(TextFieldState(text: "Kyiv")))) { $0.query = "Kyiv" }
        scheduler.advance(by: .milliseconds(500))
        await store.receive(.typingPaused("Kyiv")) { searching(&$0, "Kyiv", id: 1) }
        store.expectEffect("forecast", WeatherRequest(id: 1, kind: .search("Kyiv"), units: .metric))
        await scheduler.settle { service.calls == ["find Kyiv"] }
        store.send(.list(.editFilter(TextFieldState(text: "")))) { $0.query = "" }
        scheduler.advance(by: .milliseconds(500))
        await store.receive(.typingPaused("")) {
            $0.lastSearch = nil
            $0.request = nil
            $0.report = .notRequested
        }
        await scheduler.settle { service.cancellations == ["Kyiv"] }
        #expect(!store.store.isAwaitingAnswer)
    }

    @Test func theSpinnerTurnsOnlyWhileLoading() async {
        setUp("Lima")
        service.hold("Lima")
        let store = makeStore()
        #expect(scheduler.pendingActionCount == 0)
        search("Lima", id: 1, in: store)
        scheduler.advance(by: .milliseconds(350))
        for frame in 1...3 {
            await store.receive(.spinnerTick) { $0.spinnerFrame = frame }
        }
        service.release("Lima")
        await store.receive(.loaded(requestID: 1, WeatherTestData.report("Lima"))) {
            found(&$0, WeatherTestData.report("Lima"))
        }
        store.expectEffect("recents", [recent("Lima")])
        scheduler.advance(by: .seconds(1))
        await store.receive(.typingPaused("Lima"))
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func noSuchCityAndErrorsBecomeStatesAndRetryAsksAgain() async {
        service.places("Atlantis", [])
        service.findFails("Paris", .unreachable(host: "api.example.com"))
        let store = makeStore()
        search("Atlantis", id: 1, in: store)
        await store.receive(.failed(requestID: 1, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.report = .notRequested
            $0.notFound = "Atlantis"
        }

        let failure = LoadFailure(WeatherError.unreachable(host: "api.example.com"))
        search("Paris", id: 2, in: store)
        await store.receive(.failed(requestID: 2, .unreachable(host: "api.example.com"))) {
            $0.request = nil
            $0.report = .failed(failure, last: nil)
            $0.retryKind = .search("Paris")
        }

        setUp("Paris")
        service.findFails("Paris", .unreachable(host: "api.example.com"))
        store.send(.retry) {
            $0.request = WeatherRequest(id: 3, kind: .search("Paris"), units: .metric)
            $0.nextRequestID = 4
            $0.report = .loading(last: nil)
            $0.retryKind = nil
        }
        store.expectEffect("forecast", WeatherRequest(id: 3, kind: .search("Paris"), units: .metric))
        store.expectEffect("spinner")
        await store.receive(.failed(requestID: 3, .unreachable(host: "api.example.com"))) {
            $0.request = nil
            $0.report = .failed(failure, last: nil)
            $0.retryKind = .search("Paris")
        }
        #expect(service.calls.filter { $0 == "find Paris" }.count == 2)
        #expect(recents.saveCount == 0)
    }

    /// Issue 26: when the provider cannot be reached the state offers the bundled sample, and `d`
    /// (`useSample`) searches the failed city in it; every later request goes to the sample too.
    @Test func anUnreachableProviderOffersTheSampleAndUseSampleSearchesIt() async {
        service.findFails("Paris", .unreachable(host: "api.open-meteo.com"))
        let sample = FakeWeatherService()
        let paris = WeatherTestData.place("Paris")
        sample.places("Paris", [paris])
        sample.forecast("Paris", .success(Fetched(WeatherTestData.forecast(for: paris))))
        let store = TestStore(
            WeatherViewModel(
                service: service, sample: sample, scheduler: scheduler, recents: recents, saveUnits: { _ in }),
            scheduler: scheduler)
        #expect(store.state.hasSampleFallback)
        store.send(.useSample)  // nothing failed: nothing offered, nothing done
        search("Paris", id: 1, in: store)
        await store.receive(.failed(requestID: 1, .unreachable(host: "api.open-meteo.com"))) {
            $0.request = nil
            $0.report = .failed(LoadFailure(WeatherError.unreachable(host: "api.open-meteo.com")), last: nil)
            $0.retryKind = .search("Paris")
            $0.offersSample = true
        }
        let fromSample = WeatherRequest(id: 2, kind: .search("Paris"), units: .metric, fromSample: true)
        store.send(.useSample) {
            $0.usesSample = true
            $0.offersSample = false
            $0.request = fromSample
            $0.nextRequestID = 3
            $0.report = .loading(last: nil)
            $0.retryKind = nil
        }
        store.expectEffect("forecast", fromSample)
        store.expectEffect("spinner")
        await store.receive(.loaded(requestID: 2, WeatherTestData.report("Paris"))) {
            found(&$0, WeatherTestData.report("Paris"))
        }
        store.expectEffect("recents", [recent("Paris")])
        #expect(service.calls == ["find Paris"])
        #expect(sample.calls.first == "find Paris")

        sample.places("Atlantis", [])
        let next = WeatherRequest(id: 3, kind: .search("Atlantis"), units: .metric, fromSample: true)
        store.send(.search("Atlantis")) {
            $0.query = "Atlantis"
            $0.lastSearch = "Atlantis"
            $0.request = next
            $0.nextRequestID = 4
            $0.report = .loading(last: nil)
        }
        store.expectEffect("forecast", next)
        store.expectEffect("spinner")
        await store.receive(.failed(requestID: 3, .cityNotFound("Atlantis"))) {
            $0.request = nil
            $0.report = .notRequested
            $0.notFound = "Atlantis"
        }
        #expect(service.calls == ["find Paris"], "the provider is asked nothing more")
        scheduler.advance(by: .seconds(1))
        await store.receive(.typingPaused("Atlantis"))
    }

    /// Only a provider that cannot be used offers the sample: a missing key does, a city not found
    /// does not, and nothing is offered when the provider is the sample.
    @Test(arguments: [
        (WeatherError.missingAPIKey(provider: "OpenWeatherMap", variable: "OPENWEATHER_API_KEY", configKey: "k"), true),
        (WeatherError.timeout(seconds: 10), true),
        (WeatherError.server(status: 500, message: nil), false),
        (WeatherError.badResponse(path: "daily"), false),
    ])
    func whatOffersTheSample(error: WeatherError, offers: Bool) {
        var state = WeatherState(hasSampleFallback: true)
        WeatherReducer.reduce(&state, .search("Paris"))
        WeatherReducer.reduce(&state, .failed(requestID: 1, error))
        #expect(state.offersSample == offers)
        var noSample = WeatherState()
        WeatherReducer.reduce(&noSample, .search("Paris"))
        WeatherReducer.reduce(&noSample, .failed(requestID: 1, error))
        #expect(!noSample.offersSample)
    }

    @Test func reloadAndUnitsReuseThePlaceAndUnitsNeedNoRequest() async {
        setUp("Tokyo", matches: 3)
        let store = makeStore()
        search("Tokyo", id: 1, in: store)
        let tokyo = WeatherTestData.report("Tokyo", otherMatches: 2)
        await store.receive(.loaded(requestID: 1, tokyo)) { found(&$0, tokyo) }
        store.expectEffect("recents", [recent("Tokyo")])

        store.send(.toggleUnits) { $0.units = .imperial }
        store.expectEffect("units", Units.imperial)
        #expect(savedUnits.withLock { $0 } == [.imperial], "the units are remembered when toggled")
        #expect(store.state.forecast?.days.first?.maxTemperature == 50)
        #expect(service.calls == ["find Tokyo", "forecast Tokyo metric"])

        let cached = Fetched(
            WeatherTestData.forecast(for: WeatherTestData.place("Tokyo"), units: .imperial),
            freshness: .cached(since: WeatherTestData.instant))
        service.forecast("Tokyo", .success(cached))
        let reload = WeatherRequest(id: 2, kind: .reload(tokyo.location), units: .imperial)
        store.send(.retry) {
            $0.request = reload
            $0.nextRequestID = 3
            $0.report = .loading(last: tokyo)
        }
        store.expectEffect("forecast", reload)
        store.expectEffect("spinner")
        let reloaded = WeatherReport(forecast: cached.value, freshness: cached.freshness, otherMatches: 2)
        await store.receive(.loaded(requestID: 2, WeatherReport(forecast: cached.value, freshness: cached.freshness))) {
            $0.request = nil
            $0.report = .loaded(reloaded)
        }
        #expect(service.calls.last == "forecast Tokyo imperial")
    }

    @Test func statesArePublishedToSubscribers() async {
        setUp("Lima")
        let store = makeStore()
        store.skip("spinner")
        var phases: [Loadable<WeatherReport>] = []
        let subscription = store.store.states.sink { phases.append($0.report) }
        search("Lima", id: 1, in: store, startsSpinner: false)
        await store.receive(.loaded(requestID: 1, WeatherTestData.report("Lima"))) {
            found(&$0, WeatherTestData.report("Lima"))
        }
        store.expectEffect("recents", [recent("Lima")])
        subscription.cancel()
        #expect(phases == [.notRequested, .loading(last: nil), .loaded(WeatherTestData.report("Lima"))])
    }

    @Test func recentCitiesComeFromTheStore() {
        let stored = InMemoryRecentCitiesStore(["東京", "São Paulo"])
        let store = TestStore(
            WeatherViewModel(service: service, scheduler: scheduler, recents: stored, saveUnits: { _ in }),
            scheduler: scheduler)
        #expect(store.state == WeatherState(recentCities: ["東京", "São Paulo"]))
        #expect(service.calls.isEmpty)
        #expect(stored.saveCount == 0)
    }

    @Test func theReportKeepsTheNameTheSearchFound() async {
        let place = Location(
            name: "São Paulo", country: "Brasil", adminArea: "SP", latitude: -23.5, longitude: -46.6,
            utcOffsetSeconds: 0)
        var byCoordinates = WeatherTestData.forecast(for: WeatherTestData.place("Bela Vista", offset: -10_800))
        byCoordinates.location.latitude = -23.5
        service.places("sao", [place])
        service.forecast("São Paulo", .success(Fetched(byCoordinates)))
        let store = makeStore()
        store.skip("spinner")
        search("sao", id: 1, in: store, startsSpinner: false)
        var named = byCoordinates
        named.location.name = "São Paulo"
        named.location.country = "Brasil"
        named.location.adminArea = "SP"
        await store.receive(.loaded(requestID: 1, WeatherReport(forecast: named))) {
            found(&$0, WeatherReport(forecast: named))
        }
        store.expectEffect("recents", [RecentCity(named.location)])
        let location = store.state.report.value?.location
        #expect(location?.name == "São Paulo")
        #expect(location?.country == "Brasil")
        #expect(location?.adminArea == "SP")
        #expect(location?.utcOffsetSeconds == -10_800)  // the forecast's own offset
        #expect(recents.load() == [RecentCity(named.location)])
    }
}
