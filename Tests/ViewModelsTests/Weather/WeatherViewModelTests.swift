import Domain
import Foundation
import PubSub
import PubSubTestSupport
import Testing
import ViewModels

/// The view model's effects on virtual time: debounce, one request per pause, cancellation of stale
/// searches, the spinner, recent cities. State transitions themselves are in `WeatherReducerTests`.
@MainActor
@Suite struct WeatherViewModelTests {
    private let scheduler = TestScheduler()
    private let service = FakeWeatherService()
    private let recents = InMemoryRecentCitiesStore()

    private func makeViewModel() -> WeatherViewModel<TestScheduler> {
        WeatherViewModel(service: service, scheduler: scheduler, recents: recents)
    }

    private func setUp(_ name: String, matches: Int = 1) {
        let place = WeatherTestData.place(name)
        let others = (1..<max(1, matches)).map { WeatherTestData.place("\(name) \($0)") }
        service.places(name, [place] + others)
        service.forecast(name, .success(Fetched(WeatherTestData.forecast(for: place))))
    }

    /// Runs what is due now on the virtual clock until `condition` holds, giving the service's tasks
    /// real time to finish (bounded by a deadline, never sleeping).
    private func settle(
        until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            guard Date() < deadline else {
                Issue.record("condition not reached within 5 s", sourceLocation: sourceLocation)
                return
            }
            await Task.yield()
            scheduler.advance()
        }
    }

    private func type(_ text: String, into viewModel: WeatherViewModel<TestScheduler>) {
        viewModel.send(.editQuery(text))
    }

    @Test func typingSearchesOnceAfterAPauseNeverPerKeystroke() async {
        setUp("Paris")
        service.hold("Paris")  // keeps the request in flight while the test looks at it
        let viewModel = makeViewModel()
        viewModel.send(.focusSearch)
        for (index, prefix) in ["P", "Pa", "Par", "Pari", "Paris"].enumerated() {
            type(prefix, into: viewModel)
            scheduler.advance(by: .milliseconds(index == 4 ? 499 : 300))
        }
        #expect(viewModel.state.request == nil)
        #expect(viewModel.state.phase == .idle)
        scheduler.advance(by: .milliseconds(1))
        #expect(
            viewModel.state.request == WeatherRequest(id: 1, kind: .search("Paris"), units: .metric))
        service.release("Paris")
        await settle { viewModel.state.request == nil }
        #expect(viewModel.state.phase == .loaded(WeatherTestData.report("Paris")))
        scheduler.advance(by: .seconds(5))
        #expect(service.calls == ["find Paris", "forecast Paris metric"])
        #expect(scheduler.pendingActionCount == 0)  // idle: nothing scheduled, no spinner
    }

    @Test func eachPauseWithNewTextSearchesOnce() async {
        setUp("Rome")
        setUp("Roma")
        let viewModel = makeViewModel()
        type("Rome", into: viewModel)
        scheduler.advance(by: .milliseconds(500))
        await settle { viewModel.state.request == nil }
        type("Rom", into: viewModel)
        scheduler.advance(by: .milliseconds(200))
        type("Rome", into: viewModel)  // back to the text already searched: no new request
        scheduler.advance(by: .milliseconds(500))
        type("Roma", into: viewModel)
        scheduler.advance(by: .milliseconds(500))
        await settle { viewModel.state.request == nil }
        #expect(
            service.calls == ["find Rome", "forecast Rome metric", "find Roma", "forecast Roma metric"])
        #expect(viewModel.state.report?.location.name == "Roma")
        #expect(recents.load() == ["Roma", "Rome"])
        #expect(recents.saveCount == 2)
    }

    @Test func enterSearchesAtOnceAndThePauseAfterItDoesNot() async {
        setUp("Oslo")
        let viewModel = makeViewModel()
        viewModel.send(.focusSearch)
        type("Oslo", into: viewModel)
        viewModel.send(.submitQuery)
        #expect(viewModel.state.request?.kind == .search("Oslo"))
        #expect(!viewModel.state.isSearchFocused)
        await settle { viewModel.state.request == nil }
        scheduler.advance(by: .seconds(1))
        #expect(service.calls == ["find Oslo", "forecast Oslo metric"])
    }

    @Test func aNewerSearchCancelsTheOlderOneWhoseAnswerIsNeverShown() async {
        setUp("Paris")
        setUp("Lima")
        service.hold("Paris")
        let viewModel = makeViewModel()
        viewModel.send(.search("Paris"))
        await settle { service.calls.contains("find Paris") }
        viewModel.send(.search("Lima"))
        await settle { service.cancellations == ["Paris"] }
        await settle { viewModel.state.request == nil }
        service.release("Paris")
        scheduler.advance(by: .seconds(1))
        #expect(viewModel.state.report?.location.name == "Lima")
        #expect(!service.calls.contains("forecast Paris metric"))
        #expect(recents.load() == ["Lima"])
    }

    @Test func clearingTheFieldCancelsTheSearchInFlight() async {
        setUp("Kyiv")
        service.hold("Kyiv")
        let viewModel = makeViewModel()
        type("Kyiv", into: viewModel)
        scheduler.advance(by: .milliseconds(500))
        await settle { service.calls == ["find Kyiv"] }
        type("", into: viewModel)
        scheduler.advance(by: .milliseconds(500))
        await settle { service.cancellations == ["Kyiv"] }
        #expect(viewModel.state.phase == .idle)
        #expect(viewModel.state.request == nil)
    }

    @Test func theSpinnerTurnsOnlyWhileLoading() async {
        setUp("Lima")
        service.hold("Lima")
        let viewModel = makeViewModel()
        #expect(scheduler.pendingActionCount == 0)
        viewModel.send(.search("Lima"))
        scheduler.advance(by: .milliseconds(350))
        #expect(viewModel.state.spinnerFrame == 3)
        service.release("Lima")
        await settle { viewModel.state.request == nil }
        let frame = viewModel.state.spinnerFrame
        scheduler.advance(by: .seconds(1))
        #expect(viewModel.state.spinnerFrame == frame)
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func noSuchCityAndErrorsBecomeStatesAndRetryAsksAgain() async {
        service.places("Atlantis", [])
        service.findFails("Paris", .unreachable(host: "api.example.com"))
        let viewModel = makeViewModel()
        viewModel.send(.search("Atlantis"))
        await settle { viewModel.state.request == nil }
        #expect(viewModel.state.phase == .notFound("Atlantis"))
        viewModel.send(.search("Paris"))
        await settle { viewModel.state.request == nil }
        let failure = LoadFailure(WeatherError.unreachable(host: "api.example.com"))
        #expect(viewModel.state.phase == .failed(failure, retry: .search("Paris"), last: nil))
        setUp("Paris")
        service.findFails("Paris", .unreachable(host: "api.example.com"))
        viewModel.send(.retry)
        await settle { viewModel.state.request == nil }
        #expect(service.calls.filter { $0 == "find Paris" }.count == 2)
        #expect(recents.saveCount == 0)
    }

    @Test func reloadAndUnitsReuseThePlaceAndUnitsNeedNoRequest() async {
        setUp("Tokyo", matches: 3)
        let viewModel = makeViewModel()
        viewModel.send(.search("Tokyo"))
        await settle { viewModel.state.request == nil }
        #expect(viewModel.state.report?.otherMatches == 2)
        viewModel.send(.toggleUnits)
        #expect(viewModel.state.units == .imperial)
        #expect(viewModel.state.forecast?.days.first?.maxTemperature == 50)
        #expect(service.calls == ["find Tokyo", "forecast Tokyo metric"])
        let cached = Fetched(
            WeatherTestData.forecast(for: WeatherTestData.place("Tokyo"), units: .imperial),
            freshness: .cached(since: WeatherTestData.instant))
        service.forecast("Tokyo", .success(cached))
        viewModel.send(.retry)
        await settle { viewModel.state.request == nil }
        #expect(service.calls.last == "forecast Tokyo imperial")
        #expect(viewModel.state.report?.freshness == .cached(since: WeatherTestData.instant))
        #expect(viewModel.state.report?.otherMatches == 2)
    }

    @Test func statesArePublished() async {
        setUp("Lima")
        let viewModel = makeViewModel()
        var phases: [WeatherPhase] = []
        let subscription = viewModel.states.sink { phases.append($0.phase) }
        viewModel.send(.search("Lima"))
        await settle { viewModel.state.request == nil }
        subscription.cancel()
        #expect(
            phases == [
                .idle, .loading(.search("Lima"), last: nil), .loaded(WeatherTestData.report("Lima")),
            ])
    }

    @Test func recentCitiesComeFromTheStore() {
        let stored = InMemoryRecentCitiesStore(["東京", "São Paulo"])
        let viewModel = WeatherViewModel(service: service, scheduler: scheduler, recents: stored)
        #expect(viewModel.state == WeatherState(recentCities: ["東京", "São Paulo"]))
        #expect(service.calls.isEmpty)
    }

    @Test func theReportKeepsTheNameTheSearchFound() async {
        let place = Location(
            name: "São Paulo", country: "Brasil", adminArea: "SP", latitude: -23.5, longitude: -46.6,
            utcOffsetSeconds: 0)
        var byCoordinates = WeatherTestData.forecast(for: WeatherTestData.place("Bela Vista", offset: -10_800))
        byCoordinates.location.latitude = -23.5
        service.places("sao", [place])
        service.forecast("São Paulo", .success(Fetched(byCoordinates)))
        let viewModel = makeViewModel()
        viewModel.send(.search("sao"))
        await settle { viewModel.state.request == nil }
        let location = viewModel.state.report?.location
        #expect(location?.name == "São Paulo")
        #expect(location?.country == "Brasil")
        #expect(location?.adminArea == "SP")
        #expect(location?.utcOffsetSeconds == -10_800)  // the forecast's own offset
        #expect(recents.load() == ["São Paulo"])
    }
}
