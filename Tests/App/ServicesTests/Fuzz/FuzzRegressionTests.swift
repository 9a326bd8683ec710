import Domain
import Foundation
import Networking
import Testing

@testable import Services

/// One test per bug the decoder fuzzer found (and for deep nesting, which it probes), each with the
/// smallest body that showed it. See docs/TESTING.md.
@Suite struct FuzzRegressionTests {
    private let base = URL(string: "http://127.0.0.1:9")!
    private let paris = Location(name: "Paris", latitude: 48.85, longitude: 2.35, utcOffsetSeconds: 7_200)

    private func owmForecast(_ json: String) async throws(WeatherError) -> Forecast {
        let client = FakeHTTPClient([
            "/data/2.5/forecast": .reply(200, json: json), "/data/2.5/weather": .failure(.timeout(seconds: 1)),
        ])
        return try await OpenWeatherMapService(client: client, baseURL: base, apiKey: "key")
            .loadForecast(.city("London"), units: .metric).value
    }

    private func openMeteoForecast(_ json: String) async throws(WeatherError) -> Forecast {
        let client = FakeHTTPClient(["/v1/forecast": .reply(200, json: json)])
        return try await OpenMeteoService(client: client, forecastURL: base, geocodingURL: base)
            .loadForecast(.location(paris), units: .metric).value
    }

    private func entry(dt: String, min: Double = 10, max: Double = 20, rain: Double? = nil) -> String {
        let rainBlock = rain.map { #","rain":{"3h":\#($0)}"# } ?? ""
        return #"{"dt":\#(dt),"main":{"temp":15,"temp_min":\#(min),"temp_max":\#(max)}\#(rainBlock)}"#
    }

    /// A `dt` near `Int.max` trapped converting back to `Int` in `LocalDate` (crash).
    @Test func owmTimestampOutOfRangeIsABadResponse() async {
        await #expect(throws: WeatherError.badResponse(path: "list[0].dt")) {
            try await owmForecast(#"{"list":[\#(entry(dt: "9223372036854775807"))],"city":{}}"#)
        }
    }

    /// A `city.timezone` near `Int.max` overflowed adding it to a timestamp (crash); now ignored.
    @Test func owmOffsetOutOfRangeIsIgnored() async throws {
        let forecast = try await owmForecast(
            #"{"list":[\#(entry(dt: "1691960400"))],"city":{"timezone":9223372036854775807}}"#)
        #expect(forecast.location.utcOffsetSeconds == 0)
        #expect(forecast.days.map(\.date) == [LocalDate(year: 2023, month: 8, day: 13)])
    }

    /// "nan" as text decoded to NaN and reached the domain; a required one is now a bad response.
    @Test func owmNonFiniteTemperatureIsABadResponse() async {
        await #expect(throws: WeatherError.badResponse(path: "list[0].main.temp")) {
            try await owmForecast(#"{"list":[{"dt":1691960400,"main":{"temp":"nan"}}],"city":{}}"#)
        }
    }

    /// A repeated entry was counted twice (rain doubled) and a min above the max survived.
    @Test func owmRepeatedEntriesCountOnceAndMinIsNotAboveMax() async throws {
        let first = entry(dt: "1691960400", min: 25, max: 5, rain: 1.5)
        let forecast = try await owmForecast(#"{"list":[\#(first),\#(first)],"city":{}}"#)
        #expect(forecast.hourly.count == 1)
        #expect(forecast.days.count == 1)
        #expect(forecast.days.first?.precipitationAmount == 1.5)
        #expect(forecast.days.first?.minTemperature == 5)
        #expect(forecast.days.first?.maxTemperature == 25)
    }

    /// The current conditions kept a `temp_min` above `temp_max`.
    @Test func owmCurrentMinIsNotAboveMax() async throws {
        let client = FakeHTTPClient([
            "/data/2.5/weather": .reply(200, json: #"{"dt":1691960400,"main":{"temp":15,"temp_min":30,"temp_max":10}}"#)
        ])
        let current = try await OpenWeatherMapService(client: client, baseURL: base, apiKey: "key")
            .loadCurrent(.city("London"), units: .metric).value
        #expect(current.minTemperature == 10)
        #expect(current.maxTemperature == 30)
    }

    /// Shuffled or repeated dates gave unsorted, repeated days and hours.
    @Test func openMeteoDaysAndHoursAreSortedAndUnique() async throws {
        let forecast = try await openMeteoForecast(
            #"""
            {"daily":{"time":["2026-07-28","2026-07-27","2026-07-28"],
              "temperature_2m_min":[1,2,3],"temperature_2m_max":[5,0,7]},
             "hourly":{"time":["2026-07-27T01:00","2026-07-27T00:00","2026-07-27T01:00"],"temperature_2m":[1,2,3]}}
            """#)
        #expect(
            forecast.days.map(\.date) == [
                LocalDate(year: 2026, month: 7, day: 27), LocalDate(year: 2026, month: 7, day: 28),
            ])
        #expect(forecast.days.map(\.minTemperature) == [0, 1])
        #expect(forecast.days.map(\.maxTemperature) == [2, 5])
        #expect(forecast.hourly.map(\.temperature) == [2, 1])
    }

    /// `utc_offset_seconds` near `Int.min` overflowed `LocalDate.start(utcOffsetSeconds:)` (crash).
    @Test func openMeteoOffsetOutOfRangeKeepsTheLocationsOwn() async throws {
        let forecast = try await openMeteoForecast(
            #"{"utc_offset_seconds":-9223372036854775808,"hourly":{"time":["2026-07-27T00:00"],"temperature_2m":[1]}}"#)
        #expect(forecast.location.utcOffsetSeconds == 7_200)
        #expect(forecast.hourly.count == 1)
    }

    /// An echoed `page`/`limit` near `Int.max` overflowed `UserPage.hasMore` (crash).
    @Test func dummyAPIEchoedPagingCannotOverflow() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user": .reply(
                200, json: #"{"data":[{"id":"a"}],"page":9223372036854775807,"limit":9223372036854775807,"total":-5}"#)
        ])
        let page = try await DummyAPIUsersService(client: client, baseURL: base, appID: "id").loadPage(2, limit: 10)
            .value
        #expect(page.page == 2)
        #expect(page.limit == 10)
        #expect(page.total == nil)
        #expect(page.hasMore == false)
    }

    /// A six-digit year parsed and reached the domain beyond what `LocalDate` is built for.
    @Test func dummyAPIDatesOutsideYears1To9999AreDropped() async throws {
        let client = FakeHTTPClient([
            "/data/v1/user/a": .reply(200, json: #"{"id":"a","dateOfBirth":"+11000-01-01T00:00:00Z"}"#)
        ])
        let user = try await DummyAPIUsersService(client: client, baseURL: base, appID: "id").loadUser(id: "a").value
        #expect(user.dateOfBirth == nil)
    }

    /// `make soak` (seed 14124933953484607691, dummyAPIUserList case 66395): a body that ends inside
    /// 513 open arrays made Foundation's JSON scanner trap (illegal instruction) instead of throwing.
    @Test(arguments: [513, 600, 10_000])
    func truncatedDeepNestingIsABadResponse(depth: Int) async {
        let body = #"{"data":[],"limit":"# + String(repeating: "[", count: depth)
        let client = FakeHTTPClient(["/data/v1/user": .reply(200, json: body)])
        await #expect(throws: UsersError.badResponse(path: "(root)")) {
            try await DummyAPIUsersService(client: client, baseURL: base, appID: "id").loadPage(0, limit: 10)
        }
        await #expect(throws: WeatherError.badResponse(path: "(root)")) { try await owmForecast(body) }
        await #expect(throws: WeatherError.badResponse(path: "(root)")) { try await openMeteoForecast(body) }
    }

    /// More than 512 levels of `[[[…]]]` or `{"a":{"a":…}}`, closed or not, are a typed error
    /// (refused by `JSONNesting` before Foundation's parser sees them).
    @Test(arguments: [513, 10_000, 100_000])
    func deepNestingIsABadResponse(depth: Int) async {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        for body in [arrays, objects, #"{"list":"# + arrays + #","city":{}}"#] {
            await #expect(throws: WeatherError.badResponse(path: "(root)")) { try await owmForecast(body) }
            await #expect(throws: WeatherError.badResponse(path: "(root)")) { try await openMeteoForecast(body) }
        }
    }
}
