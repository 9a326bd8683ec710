/// The weather use cases: find a city, load its forecast, load its current conditions.
///
/// OpenWeatherMap resolves a typed name itself; Open-Meteo geocodes first and takes the best match;
/// both accept a `Location` found earlier. Safe to call from any task; cancelling the calling task
/// cancels the request and the call throws `WeatherError.cancelled`.
public protocol WeatherService: Sendable {
    /// "OpenWeatherMap", "Open-Meteo", "sample data".
    var sourceName: String { get }
    /// The names of every city this provider knows, when that is a short fixed list (the sample
    /// data); `nil` for a provider that searches every city.
    var offeredCities: [String]? { get }
    /// Places matching `query`, best first; empty when nothing matches. A blank query throws
    /// `.nothingToGeocode`.
    func findCity(_ query: String) async throws(WeatherError) -> [Location]
    /// The daily and (3-)hourly forecast, with current conditions when the provider has them.
    /// A name that matches nothing throws `.cityNotFound`.
    func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast>
    /// Current conditions only.
    func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<CurrentConditions>
}

extension WeatherService {
    public var offeredCities: [String]? { nil }
}
