import Domain
import DomainText
import Foundation
import Networking
import Testing

@testable import Services

@Suite struct OpenWeatherMapServiceTests {
    private let base = URL(string: "http://127.0.0.1:9")!
    private let fetchTime = Date(timeIntervalSince1970: 1_691_950_000)

    private func service(_ client: FakeHTTPClient, key: String? = "secret-key") -> OpenWeatherMapService {
        let fetchTime = fetchTime
        return OpenWeatherMapService(client: client, baseURL: base, apiKey: key, now: { fetchTime })
    }

    private func londonClient() throws -> FakeHTTPClient {
        FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, try Samples.shared("owm-forecast-london.json")),
            "/data/2.5/weather": .reply(200, try Samples.shared("owm-current.json")),
        ])
    }

    @Test func londonDaysAreGroupedInLondonTimeByHand() async throws {
        let forecast = try await service(try londonClient()).loadForecast(.city("London"), units: .metric).value

        // city.timezone = 3600 (BST). A UTC step at hh:00 is local (hh+1):00, so the 21:00 UTC step
        // is 22:00 the same day and every local day holds the UTC steps 00:00…21:00 of that date.
        // 13 Aug: only 21:00Z (dt 1691960400 → 22:00 local)           min 17.05 max 18.17  broken clouds
        // 14 Aug: 00…21Z, 8 steps; temp_min 16.67 15.42 15.55 18.24 22.15 19.21 19.90 17.56 → 15.42,
        //         temp_max 17.67 16.34 15.55 18.24 22.15 19.21 19.90 17.56 → 22.15;
        //         rain ×4 (03 06 09 18Z) vs cloudy ×3 (803 804 804) and partly ×1 → light rain;
        //         pop max 0.67; rain 1.96 + 1.98 + 0.28 + 0.16 = 4.38 mm; windiest 6.09 m/s from 201°
        // 15 Aug: 15.76 14.53 14.22 18.60 22.44 23.78 21.56 19.48 → 14.22 / 23.78; clear ×4 → clear sky
        // 16 Aug: 17.64 16.70 16.70 21.00 24.93 25.10 22.18 19.76 → 16.70 / 25.10; cloudy ×6 (overcast ×4)
        // 17 Aug: 17.64 16.43 16.03 20.70 24.64 24.01 21.49 18.66 → 16.03 / 24.64; partly ×6 (few ×4)
        // 18 Aug: 00…18Z, 7 steps: 16.95 16.53 16.92 18.96 23.63 22.96 22.12 → 16.53 / 23.63;
        //         cloudy ×4 (broken ×2, overcast ×2 → first seen: broken); pop 0.3; rain 0.43 mm
        let expected: [(LocalDate, Double, Double, WeatherCondition.Kind, String)] = [
            (LocalDate(year: 2023, month: 8, day: 13), 17.05, 18.17, .cloudy, "Broken clouds"),
            (LocalDate(year: 2023, month: 8, day: 14), 15.42, 22.15, .rain, "Light rain"),
            (LocalDate(year: 2023, month: 8, day: 15), 14.22, 23.78, .clear, "Clear sky"),
            (LocalDate(year: 2023, month: 8, day: 16), 16.70, 25.10, .cloudy, "Overcast clouds"),
            (LocalDate(year: 2023, month: 8, day: 17), 16.03, 24.64, .partlyCloudy, "Few clouds"),
            (LocalDate(year: 2023, month: 8, day: 18), 16.53, 23.63, .cloudy, "Broken clouds"),
        ]
        #expect(forecast.days.count == expected.count)
        for (day, (date, low, high, kind, description)) in zip(forecast.days, expected) {
            #expect(day.date == date)
            #expect(abs(day.minTemperature - low) < 1e-9, "min of \(date)")
            #expect(abs(day.maxTemperature - high) < 1e-9, "max of \(date)")
            #expect(day.condition == WeatherCondition(kind: kind, description: description), "condition of \(date)")
        }
        let monday = forecast.days[1]
        #expect(monday.precipitationProbability == 0.67)
        #expect(abs((monday.precipitationAmount ?? 0) - 4.38) < 1e-9)
        #expect(monday.windSpeed == 6.09)
        #expect(monday.windDirection == 201)
        #expect(forecast.days[5].precipitationProbability == 0.3)
        #expect(abs((forecast.days[5].precipitationAmount ?? 0) - 0.43) < 1e-9)
        #expect(forecast.days[2].precipitationAmount == 0)
    }

    @Test func londonForecastCarriesLocationSeriesAndCurrent() async throws {
        let fetched = try await service(try londonClient()).loadForecast(.city("London"), units: .metric)
        let forecast = fetched.value

        #expect(fetched.freshness == .live)
        #expect(forecast.location.name == "London")
        #expect(forecast.location.country == "GB")
        #expect(forecast.location.utcOffsetSeconds == 3600)
        #expect(forecast.location.latitude == 51.5085)
        #expect(forecast.hourly.count == 40)
        #expect(
            forecast.hourly.first?.localTime
                == LocalDateTime(date: LocalDate(year: 2023, month: 8, day: 13), hour: 22, minute: 0))
        #expect(forecast.hourly.first?.temperature == 18.17)
        #expect(forecast.sourceName == "OpenWeatherMap")
        #expect(forecast.fetchedAt == fetchTime)
        #expect(forecast.units == .metric)
        let current = try #require(forecast.current)
        #expect(current.temperature == 20.66)
        #expect(current.feelsLike == 20.48)
        #expect(current.minTemperature == 18.49)
        #expect(current.maxTemperature == 22.14)
        #expect(current.pressure == 1012)
        #expect(current.humidity == 65)
        #expect(current.windSpeed == 6.69)
        #expect(current.windCompass == .southWest)
        #expect(current.windGust == nil)
        #expect(current.visibility == 10000)
        #expect(current.cloudCover == 75)
        #expect(current.condition == WeatherCondition(kind: .cloudy, description: "Broken clouds"))
        #expect(current.sunrise == Date(timeIntervalSince1970: 1_691_815_240))
        #expect(current.observedAt == Date(timeIntervalSince1970: 1_691_839_730))
    }

    @Test func aPositiveThreeHourOffsetMovesTheLate21ZStepToTheNextDay() async throws {
        let text = try #require(String(data: try Samples.shared("owm-forecast-london.json"), encoding: .utf8))
        let shifted = text.replacingOccurrences(of: #""timezone": 3600"#, with: #""timezone": 10800"#)
        #expect(shifted != text)
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, json: shifted),
            "/data/2.5/weather": .reply(200, try Samples.shared("owm-current.json")),
        ])
        let days = try await service(client).loadForecast(.city("London"), units: .metric).value.days

        // At UTC+3 the local day d runs from 21:00Z on d−1 to 18:00Z on d: 5 days of 8 steps each.
        // 14 Aug: 13th 21Z (17.05/18.17) + 14th 00…18Z (mins 16.67 … 19.90) → min 15.42, max 22.15.
        // 18 Aug: 17th 21Z (18.66) + 18th 00…18Z → min 16.53, max 23.63.
        #expect(days.map(\.date.day) == [14, 15, 16, 17, 18])
        #expect(days.first?.minTemperature == 15.42)
        #expect(days.first?.maxTemperature == 22.15)
        #expect(days.last?.minTemperature == 16.53)
        #expect(days.last?.maxTemperature == 23.63)
    }

    @Test func aNegativeOffsetGroupsByTheCitysOwnDay() async throws {
        // Honolulu, UTC−10. 2024-01-10T00:00Z = 1704844800.
        // 06:00Z Jan 10 = 20:00 Jan 9 local; 09:00Z = 23:00 Jan 9; 12:00Z = 02:00 Jan 10;
        // Jan 11 09:00Z = 23:00 Jan 10; Jan 11 12:00Z = 02:00 Jan 11.
        // UTC days would be [Jan 10: 3 steps, Jan 11: 2 steps]; local days are 9th, 10th, 11th.
        let body = """
            {"cod":"200","list":[
            {"dt":1704866400,"main":{"temp":20,"temp_min":20,"temp_max":20},"weather":[{"id":800,"main":"Clear","description":"clear sky"}]},
            {"dt":1704877200,"main":{"temp":19,"temp_min":19,"temp_max":19},"weather":[{"id":800,"main":"Clear","description":"clear sky"}]},
            {"dt":1704888000,"main":{"temp":18,"temp_min":18,"temp_max":18},"weather":[{"id":500,"main":"Rain","description":"light rain"}]},
            {"dt":1704963600,"main":{"temp":25,"temp_min":25,"temp_max":25},"weather":[{"id":800,"main":"Clear","description":"clear sky"}]},
            {"dt":1704974400,"main":{"temp":17,"temp_min":17,"temp_max":17},"weather":[{"id":804,"main":"Clouds","description":"overcast clouds"}]}
            ],"city":{"name":"Honolulu","country":"US","coord":{"lat":21.3,"lon":-157.86},"timezone":-36000}}
            """
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, json: body),
            "/data/2.5/weather": .reply(404, try Samples.shared("owm-error-404.json")),
        ])
        let forecast = try await service(client).loadForecast(.city("Honolulu"), units: .metric).value

        #expect(forecast.current == nil)
        #expect(
            forecast.days.map(\.date) == [
                LocalDate(year: 2024, month: 1, day: 9), LocalDate(year: 2024, month: 1, day: 10),
                LocalDate(year: 2024, month: 1, day: 11),
            ])
        #expect(forecast.days.map(\.minTemperature) == [19, 18, 17])
        #expect(forecast.days.map(\.maxTemperature) == [20, 25, 17])
        // Jan 10: one rain step and one clear step tie → the more severe (rain) wins.
        #expect(forecast.days[1].condition.kind == .rain)
        #expect(forecast.hourly.first?.localTime.hour == 20)
    }

    @Test func unknownConditionsOddNumbersAndEmptyBlocksDecode() async throws {
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, try Samples.fixture("owm-forecast-unknown-condition.json")),
            "/data/2.5/weather": .reply(200, try Samples.shared("owm-current.json")),
        ])
        let forecast = try await service(client).loadForecast(.city("Testville"), units: .metric).value

        #expect(forecast.location.latitude == 10.5)
        #expect(
            forecast.hourly.map(\.condition) == [
                WeatherCondition(kind: .other("Plasma Storm"), description: "Aurora with sparks"),
                WeatherCondition(kind: .other("Tornado"), description: "Tornado"),
                WeatherCondition(kind: .other("Unknown"), description: "Unknown"),
            ])
        #expect(forecast.hourly.first?.temperature == 11.5)
        #expect(forecast.hourly.first?.precipitationProbability == 0.5)
        let day = try #require(forecast.days.first)
        #expect(forecast.days.count == 1)
        #expect(day.minTemperature == 9)
        #expect(day.maxTemperature == 12)
        #expect(day.precipitationAmount == 0.7)
    }

    @Test func aBadValueNamesItsPath() async throws {
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, try Samples.fixture("owm-forecast-bad-temperature.json")),
            "/data/2.5/weather": .reply(200, try Samples.shared("owm-current.json")),
        ])
        await #expect(throws: WeatherError.badResponse(path: "list[3].main.temp")) {
            try await service(client).loadForecast(.city("Testville"), units: .metric)
        }
    }

    @Test(arguments: [
        (
            "owm-error-401.json", 401,
            WeatherError.invalidAPIKey(
                provider: "OpenWeatherMap", origin: .environment(variable: "OPENWEATHER_API_KEY"))
        ),
        ("owm-error-404.json", 404, WeatherError.cityNotFound("Atlantis")),
    ])
    func mapsTheRealErrorBodies(file: String, status: Int, expected: WeatherError) async throws {
        let body = try Samples.shared(file)
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(status, body), "/data/2.5/weather": .reply(status, body),
        ])
        await #expect(throws: expected) { try await service(client).loadForecast(.city("Atlantis"), units: .metric) }
    }

    @Test(arguments: [
        ("owm-error-400.json", 400, WeatherError.nothingToGeocode),
        ("owm-error-429.json", 429, WeatherError.rateLimited(retryAfterSeconds: nil)),
        ("owm-forecast-200-with-cod-404.json", 200, WeatherError.cityNotFound("Atlantis")),
        ("owm-error-400.json", 200, WeatherError.nothingToGeocode),  // the message read from a 200 body's cod
    ])
    func mapsOtherErrorBodies(file: String, status: Int, expected: WeatherError) async throws {
        let body = try Samples.fixture(file)
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(status, body), "/data/2.5/weather": .reply(status, body),
        ])
        await #expect(throws: expected) { try await service(client).loadForecast(.city("Atlantis"), units: .metric) }
    }

    @Test func errorMessagesAreClearAndKeyFree() {
        #expect(
            WeatherError.invalidAPIKey(
                provider: "OpenWeatherMap", origin: .environment(variable: "OPENWEATHER_API_KEY")
            ).userMessage
                == "OpenWeatherMap rejected the API key set in OPENWEATHER_API_KEY — check it")
        #expect(WeatherError.cityNotFound("Atlantis").userMessage == "No city called \"Atlantis\"")
        #expect(WeatherError.rateLimited(retryAfterSeconds: nil).isRetryable)
        #expect(!WeatherError.cityNotFound("x").isRetryable)
    }

    @Test func sendsQueryUnitsAndTheKeyAsASecret() async throws {
        let client = try londonClient()
        _ = try await service(client).loadCurrent(.city(" São Paulo "), units: .imperial)

        let endpoint = try #require(client.sent.first)
        #expect(endpoint.path == "/data/2.5/weather")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "q", value: "São Paulo"), URLQueryItem(name: "units", value: "imperial"),
                URLQueryItem(name: "appid", value: "secret-key"),
            ])
        #expect(endpoint.secretNames == ["appid"])
    }

    @Test func aKnownLocationIsAskedForByCoordinates() async throws {
        let client = try londonClient()
        let location = Location(name: "London", latitude: 51.5, longitude: -0.12, utcOffsetSeconds: 3600)
        _ = try await service(client).loadCurrent(.location(location), units: .metric)
        #expect(
            client.sent.first?.queryItems.prefix(2) == [
                URLQueryItem(name: "lat", value: "51.5"), URLQueryItem(name: "lon", value: "-0.12"),
            ])
    }

    @Test func findCityReturnsTheOneMatchOrNothing() async throws {
        let found = try await service(try londonClient()).findCity("london")
        #expect(found.map(\.name) == ["London"])
        #expect(found.first?.utcOffsetSeconds == 3600)

        let missing = FakeHTTPClient(["/data/2.5/weather": .reply(404, try Samples.shared("owm-error-404.json"))])
        #expect(try await service(missing).findCity("Atlantis").isEmpty)
    }

    @Test func missingKeyOrBlankCityAsksNothing() async throws {
        let client = FakeHTTPClient()
        await #expect(
            throws: WeatherError.missingAPIKey(
                provider: "OpenWeatherMap", variable: "OPENWEATHER_API_KEY", configKey: "openweathermap.api_key")
        ) {
            try await service(client, key: nil).loadForecast(.city("London"), units: .metric)
        }
        await #expect(throws: WeatherError.nothingToGeocode) {
            try await service(client).loadForecast(.city("   "), units: .metric)
        }
        await #expect(throws: WeatherError.nothingToGeocode) { try await service(client).findCity("") }
        #expect(client.sent.isEmpty)
    }

    @Test func cachedForecastIsMarkedAndDatedWhenFirstReceived() async throws {
        let cachedAt = Date(timeIntervalSince1970: 1_691_900_000)
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, try Samples.shared("owm-forecast-london.json"), cachedAt: cachedAt),
            "/data/2.5/weather": .failure(.unreachable(host: "api.openweathermap.org")),
        ])
        let fetched = try await service(client).loadForecast(.city("London"), units: .metric)
        #expect(fetched.freshness == .cached(since: cachedAt))
        #expect(fetched.value.fetchedAt == cachedAt)
        #expect(fetched.value.current == nil)
    }

    @Test func transportErrorsBecomeWeatherErrors() async throws {
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .failure(.timeout(seconds: 10)),
            "/data/2.5/weather": .failure(.timeout(seconds: 10)),
        ])
        await #expect(throws: WeatherError.timeout(seconds: 10)) {
            try await service(client).loadForecast(.city("London"), units: .metric)
        }
    }
}
