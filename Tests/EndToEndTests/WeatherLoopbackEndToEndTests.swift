import Foundation
import NetworkingTestSupport
import Testing

/// tern's Weather section against the loopback fixture server (real HTTP on 127.0.0.1, the real
/// API samples) through the base-URL flags: OpenWeatherMap, Open-Meteo, and offline data.
@Suite(.serialized) struct WeatherLoopbackEndToEndTests {
    private func environment(key: String = "") -> [String: String] {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tern-e2e-weather-\(UUID().uuidString)")
        return ["OPENWEATHER_API_KEY": key, "XDG_CACHE_HOME": cache.path, "XDG_CONFIG_HOME": cache.path]
    }

    private func startServer() async throws -> FixtureServer {
        try await FixtureServer.start(
            routes: FixtureRouteFile.apiSamples.routes(fixtureDirectory: APISamples.directory))
    }

    @Test func openWeatherMapThroughTheBaseURLFlag() async throws {
        let server = try await startServer()
        let session = try TmuxSession(
            arguments: [
                "weather", "London", "--weather-provider", "openweathermap", "--openweathermap-url",
                server.baseURL.absoluteString, "--detail",
            ],
            width: 120, height: 40, environment: environment(key: "e2e-key"))
        let screen = try session.waitFor("London, ")
        #expect(screen.contains("OpenWeatherMap"))
        try session.waitFor("Temperature (°C)")
        let forecast = await server.requests.first { $0.path == "/data/2.5/forecast" }
        #expect(forecast?.queryValue("appid") == "e2e-key")
        try session.send("/")
        try session.send("C-u")
        try session.send("-l", "Nowhere")
        try session.waitFor("No city called “Nowhere”")
        await server.stop()
    }

    @Test func openMeteoThroughTheBaseURLFlags() async throws {
        let server = try await startServer()
        let url = server.baseURL.absoluteString
        let session = try TmuxSession(
            arguments: [
                "weather", "Paris", "--weather-provider", "open-meteo", "--open-meteo-url", url,
                "--open-meteo-geocoding-url", url, "--more",
            ],
            width: 100, height: 40, environment: environment())
        let screen = try session.waitFor("Esc close")
        #expect(screen.contains("Open-Meteo"))
        #expect(screen.contains("More info — Paris"))
        await server.stop()
    }

    @Test func whenTheServerGoesAwayReloadShowsTheCachedForecastAsOffline() async throws {
        let server = try await startServer()
        let session = try TmuxSession(
            arguments: [
                "weather", "London", "--weather-provider", "openweathermap", "--openweathermap-url",
                server.baseURL.absoluteString,
            ],
            width: 120, height: 30, environment: environment(key: "e2e-key"))
        try session.waitFor("London, ")
        await server.stop()
        try session.send("r")
        let screen = try session.waitFor("offline — data from")
        #expect(screen.contains("London, "))
    }
}
