import Domain
import FoundationEssentials
import Logging
import Networking
import TerminalCore

/// Weather from OpenWeatherMap: `GET /data/2.5/forecast` (3-hour steps, grouped into days in the
/// city's own time zone) and `GET /data/2.5/weather` (current conditions), key in the `appid` query item.
///
/// Stateless and `Sendable`. The key is marked secret in every `Endpoint` and never appears in errors.
/// OpenWeatherMap resolves a typed city name itself, so `findCity` asks `/weather?q=` for its one match.
public struct OpenWeatherMapService: WeatherService {
    /// The public OpenWeatherMap host.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!
    /// The environment variable that holds the key.
    public static let keyVariable = "OPENWEATHER_API_KEY"
    /// The config file's key for it.
    public static let keyConfigKey = "openweathermap.api_key"

    public let sourceName = SourceNames.openWeatherMap
    private let client: any HTTPClient
    private let baseURL: URL
    private let apiKey: String?
    private let keyOrigin: SecretOrigin
    private let now: @Sendable () -> Date
    private let logger: Logger

    /// - Parameters:
    ///   - apiKey: the `OPENWEATHER_API_KEY`; nil or blank makes every call throw `.missingAPIKey`.
    ///   - keyOrigin: where the key was set, named when OpenWeatherMap refuses it.
    ///   - now: the clock stamped on live forecasts as `fetchedAt`.
    ///   - logger: where bodies that do not decode are described (path and reason).
    public init(
        client: any HTTPClient,
        baseURL: URL = defaultBaseURL,
        apiKey: String?,
        keyOrigin: SecretOrigin = .environment(variable: keyVariable),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "tern.services", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.logger = logger
        self.client = client
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.keyOrigin = keyOrigin
        self.now = now
    }

    public func findCity(_ query: String) async throws(WeatherError) -> [Location] {
        let name = query.trimmingWhitespace()
        guard !name.isEmpty else { throw .nothingToGeocode }
        do {
            let (current, _) = try await fetch(OWMCurrentDTO.self, path: "/data/2.5/weather", .city(name), .metric)
            return [Self.location(of: current, fallbackName: name)]
        } catch .cityNotFound {
            return []
        }
    }

    public func loadForecast(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<Forecast> {
        try Self.validate(query)
        async let currentOutcome = currentResult(query, units)
        let (dto, response) = try await fetch(OWMForecastDTO.self, path: "/data/2.5/forecast", query, units)
        let current = await currentOutcome
        let freshness = Self.older(response.freshness, (try? current.get())?.freshness ?? .live)
        let forecast = Self.forecast(
            from: dto,
            current: (try? current.get())?.value,
            query: query,
            units: units,
            fetchedAt: response.cachedAt ?? now(),
            sourceName: sourceName
        )
        return Fetched(forecast, freshness: freshness)
    }

    public func loadCurrent(_ query: WeatherQuery, units: Units) async throws(WeatherError) -> Fetched<
        CurrentConditions
    > {
        try Self.validate(query)
        return try await currentResult(query, units).get()
    }

    private func currentResult(_ query: WeatherQuery, _ units: Units) async -> Result<
        Fetched<CurrentConditions>, WeatherError
    > {
        do {
            let (dto, response) = try await fetch(OWMCurrentDTO.self, path: "/data/2.5/weather", query, units)
            return .success(Fetched(Self.currentConditions(of: dto), freshness: response.freshness))
        } catch {
            return .failure(error)
        }
    }

    private func fetch<Body: Decodable>(
        _ type: Body.Type,
        path: String,
        _ query: WeatherQuery,
        _ units: Units
    ) async throws(WeatherError) -> (Body, HTTPResponse) {
        guard let apiKey = apiKey?.trimmingWhitespace(), !apiKey.isEmpty else {
            throw .missingAPIKey(provider: sourceName, variable: Self.keyVariable, configKey: Self.keyConfigKey)
        }
        let endpoint = Endpoint(
            baseURL: baseURL,
            path: path,
            queryItems: Self.placeItems(query) + [
                URLQueryItem(name: "units", value: units.rawValue),
                URLQueryItem(name: "appid", value: apiKey),
            ],
            secretNames: ["appid"]
        )
        let response: HTTPResponse
        do {
            response = try await client.send(endpoint)
        } catch {
            throw WeatherError(error)
        }
        guard response.isSuccess else {
            let errorBody = JSONBody.decodeIfPossible(OWMErrorDTO.self, from: response.body)
            throw Self.error(
                status: response.status, message: errorBody?.message?.value, query: query, keyOrigin: keyOrigin,
                retryAfterSeconds: response.retryAfterSeconds())
        }
        do {
            return (try response.decoded(type, for: endpoint, logger: logger), response)
        } catch {
            // Only a body that is not the expected one is read again as an error: OpenWeatherMap may
            // answer 200 with `{"cod":"404","message":…}`. (Trying that first parsed every good body twice.)
            if let errorBody = JSONBody.decodeIfPossible(OWMErrorDTO.self, from: response.body),
                let code = errorBody.cod.flatMap({ Int($0.value) }), !(200..<300).contains(code)
            {
                throw Self.error(status: code, message: errorBody.message?.value, query: query, keyOrigin: keyOrigin)
            }
            throw WeatherError(error)
        }
    }

    private static func placeItems(_ query: WeatherQuery) -> [URLQueryItem] {
        switch query {
        case .city(let name):
            [URLQueryItem(name: "q", value: name.trimmingWhitespace())]
        case .location(let location):
            [
                URLQueryItem(name: "lat", value: String(location.latitude)),
                URLQueryItem(name: "lon", value: String(location.longitude)),
            ]
        }
    }

    private static func validate(_ query: WeatherQuery) throws(WeatherError) {
        if case .city(let name) = query, name.trimmingWhitespace().isEmpty {
            throw .nothingToGeocode
        }
    }

    /// The weather error for an error status (HTTP, or `cod` in a 200 body), with OpenWeatherMap's
    /// message from the error body, for a 401 where the key was set (`keyOrigin`) and, for a 429, the
    /// wait its `Retry-After` asks for.
    static func error(
        status: Int, message: String?, query: WeatherQuery, keyOrigin: SecretOrigin, retryAfterSeconds: Int? = nil
    ) -> WeatherError {
        switch status {
        case 401: return .invalidAPIKey(provider: SourceNames.openWeatherMap, origin: keyOrigin)
        case 404: return .cityNotFound(query.displayText)
        case 400 where message?.lowercased().contains("geocode") ?? false: return .nothingToGeocode
        case 429: return .rateLimited(retryAfterSeconds: retryAfterSeconds)
        default: return .server(status: status, message: message)
        }
    }

    private static func older(_ first: Freshness, _ second: Freshness) -> Freshness {
        switch (first, second) {
        case (.cached(let a), .cached(let b)): .cached(since: min(a, b))
        case (.cached, .live): first
        case (.live, _): second
        }
    }
}

extension WeatherQuery {
    /// The text to name the query in a message: the typed name or the location's name.
    var displayText: String {
        switch self {
        case .city(let name): name.trimmingWhitespace()
        case .location(let location): location.name
        }
    }
}
