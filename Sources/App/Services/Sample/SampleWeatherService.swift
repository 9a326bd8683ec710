import Domain
import FoundationEssentials
import Glibc
import TerminalCore

/// Weather for the bundled sample cities (`sample-cities.json`: twelve cities from UTC−10 to UTC+9,
/// names like "São Paulo", "Zürich", "東京"), generated deterministically; works offline.
///
/// Immutable and `Sendable`. Search is case- and accent-insensitive on names and aliases ("tokyo",
/// "zurich"). A bundled file that cannot be read makes every call throw `.badResponse`.
public struct SampleWeatherService: WeatherService {
    public let sourceName = SourceNames.sample
    private let now: @Sendable () -> Date

    /// The bundled cities, decoded once, when a city or a forecast is first asked for — not when
    /// the service is made, which every start does, whichever section it shows first.
    private static let cities = Result { () throws(JSONBody.Failure) in try SampleCity.bundled() }

    /// - Parameter now: the clock; the forecast starts on the city's local "today" of this instant.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    public var offeredCities: [String]? {
        (try? loadedCities())?.map(\.name)
    }

    /// Every sample city as a location at the current instant, in file order.
    public func allCities() throws(WeatherError) -> [Location] {
        let instant = now()
        return try loadedCities().map { $0.location(at: instant) }
    }

    public func findCity(_ query: String) async throws(WeatherError) -> [Location] {
        let instant = now()
        return try matches(query).map { $0.location(at: instant) }
    }

    public func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast> {
        let city = try city(for: query)
        return Fetched(SampleForecastGenerator.forecast(for: city, now: now()).converted(to: units))
    }

    public func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<
        CurrentConditions
    > {
        let forecast = try await loadForecast(query, units: units)
        guard let current = forecast.value.current else { throw .badResponse(path: "current") }
        return Fetched(current)
    }

    private func loadedCities() throws(WeatherError) -> [SampleCity] {
        switch Self.cities {
        case .success(let cities): return cities
        case .failure(let failure): throw .badResponse(path: failure.path)
        }
    }

    /// Cities whose name or alias contains the folded query; exact and prefix matches first.
    private func matches(_ query: String) throws(WeatherError) -> [SampleCity] {
        let folded = TextFolding.fold(query.trimmingWhitespace())
        guard !folded.isEmpty else { throw .nothingToGeocode }
        let ranked = try loadedCities().compactMap { city -> (rank: Int, city: SampleCity)? in
            let keys = city.searchKeys
            if keys.contains(folded) { return (0, city) }
            if keys.contains(where: { $0.hasPrefix(folded) }) { return (1, city) }
            if keys.contains(where: { $0.contains(folded) }) { return (2, city) }
            return nil
        }
        return ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(
            \.element.city)
    }

    private func city(for query: WeatherQuery) throws(WeatherError) -> SampleCity {
        switch query {
        case .city(let name):
            guard let city = try matches(name).first else { throw .cityNotFound(query.displayText) }
            return city
        case .location(let location):
            let all = try loadedCities()
            let folded = TextFolding.fold(location.name)
            if let named = all.first(where: { $0.searchKeys.contains(folded) }) { return named }
            let nearest = all.min { distance($0, location) < distance($1, location) }
            guard let nearest else { throw .cityNotFound(location.name) }
            return nearest
        }
    }

    private func distance(_ city: SampleCity, _ location: Location) -> Double {
        let latitude = city.latitude - location.latitude
        let longitude = (city.longitude - location.longitude) * cos(location.latitude * .pi / 180)
        return latitude * latitude + longitude * longitude
    }
}
