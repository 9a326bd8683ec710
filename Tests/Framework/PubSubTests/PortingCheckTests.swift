import PubSub
import PubSubTestSupport
import Testing

// The classic Combine MVVM weather search, written against `import PubSub` only.

struct Forecast: Equatable {
    let city: String
    let temperatures: [Int]
}

enum WeatherError: Error, Equatable {
    case network(description: String)
}

protocol WeatherFetchable {
    func weeklyForecast(forCity city: String) -> AnyPublisher<Forecast, WeatherError>
}

struct DailyWeatherRowViewModel: Equatable, Hashable {
    let text: String
}

final class WeeklyWeatherViewModel<S: Scheduler>: ObservableObject {
    @Published var city: String = ""
    @Published var dataSource: [DailyWeatherRowViewModel] = []
    @Published var errorText: String?

    private let weatherFetcher: any WeatherFetchable
    private var disposables = Set<AnyCancellable>()

    init(weatherFetcher: any WeatherFetchable, scheduler: S) {
        self.weatherFetcher = weatherFetcher
        $city
            .dropFirst(1)
            .debounce(for: .seconds(0.5), scheduler: scheduler)
            .sink(receiveValue: { [weak self] city in self?.fetchWeather(forCity: city, scheduler: scheduler) })
            .store(in: &disposables)
    }

    func fetchWeather(forCity city: String, scheduler: S) {
        weatherFetcher.weeklyForecast(forCity: city)
            .map { forecast in forecast.temperatures.map { DailyWeatherRowViewModel(text: "\(forecast.city) \($0)°") } }
            .receive(on: scheduler)
            .sink(
                receiveCompletion: { [weak self] value in
                    guard let self else { return }
                    if case .failure(let error) = value {
                        self.dataSource = []
                        self.errorText = "\(error)"
                    }
                },
                receiveValue: { [weak self] forecast in
                    self?.errorText = nil
                    self?.dataSource = forecast
                }
            )
            .store(in: &disposables)
    }
}

/// A fake fetcher that fails the test when asked for a city nobody set up.
final class FakeWeatherFetcher: WeatherFetchable {
    var forecasts: [String: Forecast] = [:]
    private(set) var requested: [String] = []

    func weeklyForecast(forCity city: String) -> AnyPublisher<Forecast, WeatherError> {
        requested.append(city)
        guard let forecast = forecasts[city] else {
            return Fail(error: .network(description: "no data for \(city)")).eraseToAnyPublisher()
        }
        return Just(forecast).setFailureType(to: WeatherError.self).eraseToAnyPublisher()
    }
}

@Suite struct PortingCheckTests {
    @Test func weatherSearchDebouncesFetchesAndMapsRows() {
        let scheduler = TestScheduler()
        let fetcher = FakeWeatherFetcher()
        fetcher.forecasts["Oslo"] = Forecast(city: "Oslo", temperatures: [3, 5])
        let viewModel = WeeklyWeatherViewModel(weatherFetcher: fetcher, scheduler: scheduler)
        viewModel.city = "O"
        scheduler.advance(by: .seconds(0.2))
        viewModel.city = "Oslo"
        scheduler.advance(by: .seconds(0.4))
        #expect(fetcher.requested.isEmpty)
        scheduler.advance(by: .seconds(0.1))
        #expect(fetcher.requested == ["Oslo"])  // only the settled query; "O" was debounced away
        #expect(viewModel.dataSource == [.init(text: "Oslo 3°"), .init(text: "Oslo 5°")])
        #expect(viewModel.errorText == nil)
    }

    @Test func weatherSearchShowsErrors() {
        let scheduler = TestScheduler()
        let viewModel = WeeklyWeatherViewModel(weatherFetcher: FakeWeatherFetcher(), scheduler: scheduler)
        viewModel.city = "Nowhere"
        scheduler.advance(by: .seconds(1))
        #expect(viewModel.dataSource.isEmpty)
        #expect(viewModel.errorText == "network(description: \"no data for Nowhere\")")
    }
}
