import Domain

/// A live provider with the bundled gazetteer in front: a city name the gazetteer knows — or
/// `lat,lon` — becomes its coordinates without a geocoding request, and the forecast is fetched
/// by them; a name it does not know goes to the provider's own geocoder (decision 2200).
///
/// Immutable and `Sendable`; its calls are the wrapped service's.
public struct GazetteerWeatherService: WeatherService {
    /// How many places a search returns at most ("n more matches" counts them).
    public static let matchLimit = 100

    private let service: any WeatherService
    private let gazetteer: Gazetteer

    /// `service` with `gazetteer` answering the names it knows.
    public init(_ service: any WeatherService, gazetteer: Gazetteer) {
        self.service = service
        self.gazetteer = gazetteer
    }

    public var sourceName: String { service.sourceName }

    public var offeredCities: [String]? { service.offeredCities }

    public func findCity(_ query: String) async throws(WeatherError) -> [Location] {
        let places = gazetteer.resolve(query, limit: Self.matchLimit)
        guard places.isEmpty else { return places.map(\.location) }
        return try await service.findCity(query)
    }

    public func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast> {
        guard let place = place(for: query) else { return try await service.loadForecast(query, units: units) }
        var fetched = try await service.loadForecast(.location(place.location), units: units)
        fetched.value.location.takeNames(of: place.location)
        return fetched
    }

    public func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<
        CurrentConditions
    > {
        guard let place = place(for: query) else { return try await service.loadCurrent(query, units: units) }
        return try await service.loadCurrent(.location(place.location), units: units)
    }

    /// The gazetteer's best place for a typed name; nil for a location or a name it does not know.
    private func place(for query: WeatherQuery) -> Place? {
        guard case .city(let name) = query else { return nil }
        return gazetteer.resolve(name, limit: 1).first
    }
}
