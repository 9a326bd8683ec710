import Domain
import DomainText
import Foundation
import Logging
import Networking
import NetworkingTestSupport
import Services
import Testing

/// OpenWeatherMap over real HTTP on 127.0.0.1: the URL the service builds, the real sample bodies,
/// each error status, and offline data from the cache when the server goes away.
@Suite struct OpenWeatherMapLoopbackTests {
    private static let logger = Logger(label: "tern.tests") { _ in SwiftLogNoOpLogHandler() }
    private let client = CurlHTTPClient(timeout: 5, logger: Self.logger)

    private func service(_ server: FixtureServer, client: (any HTTPClient)? = nil) -> OpenWeatherMapService {
        OpenWeatherMapService(client: client ?? self.client, baseURL: server.baseURL, apiKey: "loopback-key")
    }

    private func londonServer() async throws -> FixtureServer {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("owm-forecast-london.json"), to: "/data/2.5/forecast")
        await server.reply(try APISamples.reply("owm-current.json"), to: "/data/2.5/weather")
        return server
    }

    @Test func loadsTheForecastAndSendsCityUnitsAndKey() async throws {
        let server = try await londonServer()
        let fetched = try await service(server).loadForecast(.city("São Paulo"), units: .imperial)
        #expect(fetched.freshness == .live)
        #expect(fetched.value.location.name == "London")
        #expect(fetched.value.days.count >= 5)
        #expect(fetched.value.current != nil)
        let forecastRequest = await server.requests.first { $0.path == "/data/2.5/forecast" }
        #expect(forecastRequest?.queryValue("q") == "São Paulo")
        #expect(forecastRequest?.queryValue("units") == "imperial")
        #expect(forecastRequest?.queryValue("appid") == "loopback-key")
        await server.stop()
    }

    @Test func searchesByCoordinatesAfterFindingTheCity() async throws {
        let server = try await londonServer()
        let places = try await service(server).findCity("London")
        let place = try #require(places.first)
        _ = try await service(server).loadForecast(.location(place), units: .metric)
        let forecastRequest = await server.requests.last { $0.path == "/data/2.5/forecast" }
        #expect(forecastRequest?.queryValue("lat") != nil)
        #expect(forecastRequest?.queryValue("q") == nil)
        await server.stop()
    }

    @Test func errorStatusesBecomeClearErrors() async throws {
        let server = try await FixtureServer.start()
        await server.reply(
            try APISamples.reply("owm-error-401.json", status: 401), to: "/data/2.5/forecast", query: ["q": "Paris"])
        await server.reply(
            try APISamples.reply("owm-error-404.json", status: 404), to: "/data/2.5/forecast", query: ["q": "Nowhere"])
        await server.reply(
            .json(#"{"cod":429,"message":"Too many"}"#, status: 429), to: "/data/2.5/forecast", query: ["q": "Busy"])
        for path in ["/data/2.5/weather"] {
            await server.reply(.json(#"{"cod":"404","message":"city not found"}"#, status: 404), to: path)
        }
        let weather = service(server)
        await #expect(
            throws: WeatherError.invalidAPIKey(
                provider: "OpenWeatherMap", origin: .environment(variable: "OPENWEATHER_API_KEY"))
        ) {
            try await weather.loadForecast(.city("Paris"), units: .metric)
        }
        await #expect(throws: WeatherError.cityNotFound("Nowhere")) {
            try await weather.loadForecast(.city("Nowhere"), units: .metric)
        }
        await #expect(throws: WeatherError.rateLimited(retryAfterSeconds: nil)) {
            try await weather.loadForecast(.city("Busy"), units: .metric)
        }
        #expect(try await weather.findCity("Nowhere").isEmpty)
        await server.stop()
    }

    /// Issue 26: a 401 for a key set in the config file names the file's line.
    @Test func aRefusedKeyFromTheConfigFileNamesItsLine() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("owm-error-401.json", status: 401), to: "/data/2.5/forecast")
        await server.reply(try APISamples.reply("owm-error-401.json", status: 401), to: "/data/2.5/weather")
        let origin = SecretOrigin.configFile(path: "/etc/tern/config.toml", line: 12)
        let weather = OpenWeatherMapService(
            client: client, baseURL: server.baseURL, apiKey: "loopback-key", keyOrigin: origin)
        await #expect(throws: WeatherError.invalidAPIKey(provider: "OpenWeatherMap", origin: origin)) {
            try await weather.loadForecast(.city("Paris"), units: .metric)
        }
        #expect(
            WeatherError.invalidAPIKey(provider: "OpenWeatherMap", origin: origin).userMessage
                == "OpenWeatherMap rejected the API key set in /etc/tern/config.toml:12 — check it")
        await server.stop()
    }

    @Test func aServerThatIsGoneServesTheCachedForecastMarkedOffline() async throws {
        let server = try await londonServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tern-owm-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let caching = CachingHTTPClient(
            wrapping: client, cache: ResponseCache(directory: directory, logger: Self.logger), logger: Self.logger)
        let live = try await service(server, client: caching).loadForecast(.city("London"), units: .metric)
        #expect(live.freshness == .live)
        await server.stop()
        let offline = try await service(server, client: caching).loadForecast(.city("London"), units: .metric)
        #expect(offline.freshness.isCached)
        #expect(offline.value.days == live.value.days)
    }
}
