import Domain
import DomainText
import Foundation
import Networking
import Testing

@testable import Services

@Suite struct OpenMeteoServiceTests {
    private let forecastURL = URL(string: "http://127.0.0.1:9")!
    private let geocodingURL = URL(string: "http://127.0.0.1:10")!
    /// 2026-07-26T12:00Z: summer time in Europe and the US.
    private let now = Date(timeIntervalSince1970: 1_785_067_200)

    private func service(_ client: FakeHTTPClient) -> OpenMeteoService {
        let now = now
        return OpenMeteoService(client: client, forecastURL: forecastURL, geocodingURL: geocodingURL, now: { now })
    }

    private let copenhagen = Location(
        name: "Copenhagen", country: "Denmark", latitude: 55.75, longitude: 12.5, utcOffsetSeconds: 0)

    @Test func geocodingFindsBothParises() async throws {
        let client = FakeHTTPClient(["/v1/search": .reply(200, try Samples.shared("openmeteo-geocoding.json"))])
        let places = try await service(client).findCity("paris")

        #expect(places.count == 2)
        #expect(
            places[0]
                == Location(
                    name: "Paris", country: "France", adminArea: "Île-de-France", latitude: 48.85341, longitude: 2.3488,
                    utcOffsetSeconds: 7200, timeZoneIdentifier: "Europe/Paris"))
        #expect(places[1].displayName == "Paris, Texas, United States")
        #expect(places[1].utcOffsetSeconds == -18000)
        let endpoint = try #require(client.sent.first)
        #expect(endpoint.baseURL == geocodingURL)
        #expect(endpoint.queryItems.first == URLQueryItem(name: "name", value: "paris"))
        #expect(endpoint.queryItems.contains(URLQueryItem(name: "count", value: "5")))
    }

    @Test func aSearchWithoutResultsKeyIsNoMatch() async throws {
        let client = FakeHTTPClient([
            "/v1/search": .reply(200, try Samples.fixture("openmeteo-geocoding-no-match.json"))
        ])
        #expect(try await service(client).findCity("Atlantis").isEmpty)
        await #expect(throws: WeatherError.cityNotFound("Atlantis")) {
            try await service(client).loadForecast(.city("Atlantis"), units: .metric)
        }
    }

    @Test func decodesTheRealForecast() async throws {
        let client = FakeHTTPClient(["/v1/forecast": .reply(200, try Samples.shared("openmeteo-forecast.json"))])
        let forecast = try await service(client).loadForecast(.location(copenhagen), units: .metric).value

        #expect(forecast.location.utcOffsetSeconds == 7200)
        #expect(forecast.location.timeZoneIdentifier == "Europe/Copenhagen")
        #expect(forecast.sourceName == "Open-Meteo")
        #expect(forecast.fetchedAt == now)
        #expect(forecast.days.count == 7)
        let first = forecast.days[0]
        #expect(first.date == LocalDate(year: 2026, month: 7, day: 26))
        #expect(first.minTemperature == 16.6)
        #expect(first.maxTemperature == 21.3)
        #expect(first.condition == WeatherCondition(kind: .rain, description: "Slight rain"))
        #expect(first.precipitationProbability == 1.0)
        #expect(first.precipitationAmount == 0.8)
        #expect(first.windSpeed == 4.8)
        // "2026-07-26T05:04" at UTC+2 is 03:04Z.
        #expect(first.sunrise.map { TextLocale.posix.time($0, in: .gmt) } == "03:04")
        #expect(first.sunrise.map { TextLocale.posix.time($0, utcOffsetSeconds: 7200) } == "05:04")
        #expect(forecast.days[1].condition.description == "Heavy rain")

        #expect(forecast.hourly.count == 168)
        let hour = forecast.hourly[0]
        #expect(hour.localTime == LocalDateTime(date: first.date, hour: 0, minute: 0))
        #expect(hour.time == Date(timeIntervalSince1970: 1_785_016_800))  // 2026-07-25T22:00Z
        #expect(hour.temperature == 18.7)
        #expect(hour.condition.kind == .cloudy)
        #expect(hour.precipitationProbability == 0.64)

        let current = try #require(forecast.current)
        #expect(current.observedAt == Date(timeIntervalSince1970: 1_785_099_600))  // 23:00 local = 21:00Z
        #expect(current.temperature == 16.8)
        #expect(current.feelsLike == 16.8)
        #expect(current.humidity == 84)
        #expect(current.pressure == 996.7)
        #expect(current.windSpeed == 2.5)
        #expect(current.windCompass == .northNorthEast)
        #expect(current.precipitation == 0.3)
        #expect(current.condition == WeatherCondition(kind: .drizzle, description: "Dense drizzle"))
        #expect(current.minTemperature == 16.6)
        #expect(current.maxTemperature == 21.3)
        #expect(current.sunset == first.sunset)
    }

    @Test func requestsTheVariablesAndUnits() async throws {
        let client = FakeHTTPClient(["/v1/forecast": .reply(200, try Samples.shared("openmeteo-forecast.json"))])
        _ = try await service(client).loadForecast(.location(copenhagen), units: .imperial)

        let endpoint = try #require(client.sent.first)
        let items = Dictionary(endpoint.queryItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        #expect(endpoint.baseURL == forecastURL)
        #expect(items["latitude"] == "55.75")
        #expect(items["longitude"] == "12.5")
        #expect(items["timezone"] == "auto")
        #expect(items["temperature_unit"] == "fahrenheit")
        #expect(items["wind_speed_unit"] == "mph")
        #expect(items["daily"]?.contains("temperature_2m_max") == true)
        #expect(items["hourly"]?.contains("precipitation_probability") == true)
        #expect(items["current"]?.contains("weather_code") == true)
    }

    @Test func searchesThenLoadsByName() async throws {
        let client = FakeHTTPClient([
            "/v1/search": .reply(200, try Samples.shared("openmeteo-geocoding.json")),
            "/v1/forecast": .reply(200, try Samples.shared("openmeteo-forecast.json")),
        ])
        let forecast = try await service(client).loadForecast(.city("Paris"), units: .metric).value
        #expect(forecast.location.name == "Paris")
        #expect(forecast.location.adminArea == "Île-de-France")
        #expect(client.sent.map(\.path) == ["/v1/search", "/v1/forecast"])
        #expect(client.sent.last?.queryItems.first == URLQueryItem(name: "latitude", value: "48.85341"))
    }

    @Test func nullsInArraysAreSkippedOrLeftEmpty() async throws {
        let client = FakeHTTPClient(["/v1/forecast": .reply(200, try Samples.fixture("openmeteo-forecast-nulls.json"))])
        let forecast = try await service(client).loadForecast(.location(copenhagen), units: .metric).value

        // Days 2 (min null) and 3 (max null) are left out; day 1 keeps its nulls as nil.
        #expect(forecast.days.map(\.date) == [LocalDate(year: 2026, month: 3, day: 2)])
        #expect(forecast.days[0].precipitationProbability == nil)
        #expect(forecast.days[0].precipitationAmount == 12.5)
        #expect(forecast.days[0].condition.description == "Slight rain showers")
        // Hour 01:00 has no temperature; 02:00 has an unknown code; 03:00 has a null code and no probability.
        #expect(forecast.hourly.map(\.localTime.hour) == [0, 2, 3])
        #expect(
            forecast.hourly[1].condition == WeatherCondition(kind: .other("WMO 42"), description: "Unknown (code 42)"))
        #expect(forecast.hourly[1].precipitationProbability == 0.2)
        #expect(forecast.hourly[2].condition.kind == .other("Unknown"))
        #expect(forecast.hourly[2].precipitationProbability == nil)
        let current = try #require(forecast.current)
        #expect(current.humidity == nil)
        #expect(current.condition.kind == .other("Unknown"))
        #expect(current.maxTemperature == 29.5)
        // "2026-03-02T06:01" at UTC−3 is 09:01Z.
        #expect(current.sunrise.map { TextLocale.posix.time($0, in: .gmt) } == "09:01")
    }

    @Test func theRealErrorBodyKeepsItsReason() async throws {
        let client = FakeHTTPClient(["/v1/forecast": .reply(400, try Samples.shared("openmeteo-error.json"))])
        await #expect(
            throws: WeatherError.server(
                status: 400,
                message:
                    "Cannot initialize SurfaceAndPressureVariable<ForecastSurfaceVariable, ForecastPressureVariable> from invalid String value lksdfj for key "
            )
        ) {
            try await service(client).loadForecast(.location(copenhagen), units: .metric)
        }
    }

    @Test func rateLimitAndTransportErrors() async throws {
        let limited = FakeHTTPClient(["/v1/search": .reply(429, json: #"{"error":true,"reason":"Too many"}"#)])
        await #expect(throws: WeatherError.rateLimited(retryAfterSeconds: nil)) {
            try await service(limited).findCity("Paris")
        }
        let offline = FakeHTTPClient(["/v1/search": .failure(.unreachable(host: "geocoding-api.open-meteo.com"))])
        await #expect(throws: WeatherError.unreachable(host: "geocoding-api.open-meteo.com")) {
            try await service(offline).findCity("Paris")
        }
        await #expect(throws: WeatherError.nothingToGeocode) { try await service(offline).findCity(" ") }
    }

    @Test func everyWMOCodeHasADescriptionAndSymbol() {
        let codes = [
            0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
        ]
        for code in codes {
            let condition = WeatherCondition.wmo(code)
            if case .other = condition.kind { Issue.record("WMO \(code) has no kind") }
            #expect(!condition.description.isEmpty)
            #expect(condition.symbol != "?")
        }
        #expect(WeatherCondition.wmo(42).description == "Unknown (code 42)")
        #expect(WeatherCondition.wmo(95).symbol == "↯")
    }
}
