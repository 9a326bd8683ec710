import Domain
import FoundationEssentials
import Logging
import Networking
import TerminalCore

/// Weather from Open-Meteo (keyless): geocoding `GET /v1/search`, then `GET /v1/forecast` with current,
/// hourly and daily variables in the location's own time zone (`timezone=auto`).
///
/// Stateless and `Sendable`. Temperatures and wind come in the units asked for (°C + m/s, or °F + mph);
/// precipitation stays in millimetres.
public struct OpenMeteoService: WeatherService {
    public static let defaultForecastURL = URL(string: "https://api.open-meteo.com")!
    public static let defaultGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!

    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "precipitation",
        "weather_code", "cloud_cover", "surface_pressure", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
    ]
    static let hourlyVariables = ["temperature_2m", "weather_code", "precipitation_probability", "is_day"]
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "precipitation_sum",
        "precipitation_probability_max", "wind_speed_10m_max", "wind_direction_10m_dominant",
    ]

    public let sourceName = SourceNames.openMeteo
    private let client: any HTTPClient
    private let forecastURL: URL
    private let geocodingURL: URL
    private let now: @Sendable () -> Date
    private let logger: Logger

    /// - Parameter logger: where bodies that do not decode are described (path and reason).
    public init(
        client: any HTTPClient,
        forecastURL: URL = defaultForecastURL,
        geocodingURL: URL = defaultGeocodingURL,
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "tern.services", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.logger = logger
        self.client = client
        self.forecastURL = forecastURL
        self.geocodingURL = geocodingURL
        self.now = now
    }

    public func findCity(_ query: String) async throws(WeatherError) -> [Location] {
        let name = query.trimmingWhitespace()
        guard !name.isEmpty else { throw .nothingToGeocode }
        let endpoint = Endpoint(
            baseURL: geocodingURL,
            path: "/v1/search",
            queryItems: [
                URLQueryItem(name: "name", value: name),
                URLQueryItem(name: "count", value: "5"),
                URLQueryItem(name: "language", value: "en"),
                URLQueryItem(name: "format", value: "json"),
            ]
        )
        let (dto, _) = try await fetch(OpenMeteoGeocodingDTO.self, endpoint)
        let instant = now()
        return dto.results.map { place in
            Location(
                name: place.name,
                country: place.country ?? place.countryCode,
                adminArea: place.admin1,
                latitude: place.latitude,
                longitude: place.longitude,
                utcOffsetSeconds: place.timezone.flatMap(TimeZoneRules.init(identifier:))?.secondsFromGMT(for: instant)
                    ?? 0,
                timeZoneIdentifier: place.timezone
            )
        }
    }

    public func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast> {
        let location = try await resolve(query)
        let (dto, response) = try await fetch(OpenMeteoForecastDTO.self, forecastEndpoint(location, units))
        let forecast = Self.forecast(
            from: dto,
            location: location,
            units: units,
            fetchedAt: response.cachedAt ?? now(),
            sourceName: sourceName
        )
        return Fetched(forecast, freshness: response.freshness)
    }

    public func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<
        CurrentConditions
    > {
        let forecast = try await loadForecast(query, units: units)
        guard let current = forecast.value.current else { throw .badResponse(path: "current") }
        return Fetched(current, freshness: forecast.freshness)
    }

    private func resolve(_ query: WeatherQuery) async throws(WeatherError) -> Location {
        switch query {
        case .location(let location):
            return location
        case .city(let name):
            guard let best = try await findCity(name).first else { throw .cityNotFound(query.displayText) }
            return best
        }
    }

    private func forecastEndpoint(_ location: Location, _ units: Units) -> Endpoint {
        Endpoint(
            baseURL: forecastURL,
            path: "/v1/forecast",
            queryItems: [
                URLQueryItem(name: "latitude", value: String(location.latitude)),
                URLQueryItem(name: "longitude", value: String(location.longitude)),
                URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "hourly", value: Self.hourlyVariables.joined(separator: ",")),
                URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
                URLQueryItem(name: "timezone", value: "auto"),
                URLQueryItem(name: "forecast_days", value: "7"),
                URLQueryItem(name: "temperature_unit", value: units == .metric ? "celsius" : "fahrenheit"),
                URLQueryItem(name: "wind_speed_unit", value: units == .metric ? "ms" : "mph"),
            ]
        )
    }

    private func fetch<Body: Decodable>(_ type: Body.Type, _ endpoint: Endpoint) async throws(WeatherError) -> (
        Body, HTTPResponse
    ) {
        let response: HTTPResponse
        do {
            response = try await client.send(endpoint)
        } catch {
            throw WeatherError(error)
        }
        guard response.isSuccess else {
            throw Self.error(for: response)
        }
        do {
            return (try response.decoded(type, for: endpoint, logger: logger), response)
        } catch {
            throw WeatherError(error)
        }
    }

    /// The weather error for a non-2xx answer, with Open-Meteo's `reason` when the body has one.
    static func error(for response: HTTPResponse) -> WeatherError {
        let reason = JSONBody.decodeIfPossible(OpenMeteoErrorDTO.self, from: response.body)?.reason
        return response.status == 429
            ? .rateLimited(retryAfterSeconds: response.retryAfterSeconds())
            : .server(status: response.status, message: reason)
    }
}
