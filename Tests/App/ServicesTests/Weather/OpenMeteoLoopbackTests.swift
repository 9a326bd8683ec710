import Domain
import Foundation
import Logging
import Networking
import NetworkingTestSupport
import Services
import Testing

/// Open-Meteo over real HTTP on 127.0.0.1: geocoding then forecast with the real samples, a search
/// with no match, and a bad-parameter error.
@Suite struct OpenMeteoLoopbackTests {
    private static let logger = Logger(label: "tern.tests") { _ in SwiftLogNoOpLogHandler() }
    private let client = CurlHTTPClient(timeout: 5, logger: Self.logger)

    private func service(_ server: FixtureServer) -> OpenMeteoService {
        OpenMeteoService(client: client, forecastURL: server.baseURL, geocodingURL: server.baseURL)
    }

    @Test func geocodesThenLoadsTheForecast() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-geocoding.json"), to: "/v1/search")
        await server.reply(try APISamples.reply("openmeteo-forecast.json"), to: "/v1/forecast")
        let weather = service(server)
        let places = try await weather.findCity("Paris")
        let place = try #require(places.first)
        #expect(place.name == "Paris")
        let fetched = try await weather.loadForecast(.location(place), units: .metric)
        #expect(!fetched.value.days.isEmpty)
        #expect(!fetched.value.hourly.isEmpty)
        let search = await server.requests.first { $0.path == "/v1/search" }
        #expect(search?.queryValue("name") == "Paris")
        let forecast = await server.requests.first { $0.path == "/v1/forecast" }
        #expect(forecast?.queryValue("latitude") != nil)
        #expect(forecast?.queryValue("timezone") == "auto")
        await server.stop()
    }

    @Test func aSearchWithoutMatchesIsEmptyAndLoadingByNameIsNotFound() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"generationtime_ms":0.5}"#), to: "/v1/search")
        let weather = service(server)
        #expect(try await weather.findCity("Atlantis").isEmpty)
        await #expect(throws: WeatherError.cityNotFound("Atlantis")) {
            try await weather.loadForecast(.city("Atlantis"), units: .metric)
        }
        await server.stop()
    }

    @Test func aBadParameterIsAServerErrorWithItsReason() async throws {
        let server = try await FixtureServer.start()
        await server.reply(try APISamples.reply("openmeteo-geocoding.json"), to: "/v1/search")
        await server.reply(try APISamples.reply("openmeteo-error.json", status: 400), to: "/v1/forecast")
        let weather = service(server)
        let place = try #require(try await weather.findCity("Paris").first)
        do {
            _ = try await weather.loadForecast(.location(place), units: .metric)
            Issue.record("expected an error")
        } catch {
            guard case .server(400, let message) = error else {
                Issue.record("expected a 400 server error, got \(error)")
                return
            }
            #expect(message?.isEmpty == false)
        }
        await server.stop()
    }
}
