import Domain
import Foundation
import Networking
import Testing

@testable import Services

/// Fuzzes every decoder entry point through its service's real path (fake client, mutated real
/// samples): each case must give a value that satisfies `FuzzInvariants` or a typed error — never a
/// crash or a hang. Case count and seed: `FuzzSettings`; reproducing a failure: docs/TESTING.md.
@Suite struct DecoderFuzzTests {
    private static let base = URL(string: "http://127.0.0.1:9")!
    private static let fetchTime = Date(timeIntervalSince1970: 1_691_950_000)
    private static let paris = Location(
        name: "Paris", country: "France", latitude: 48.85, longitude: 2.35, utcOffsetSeconds: 7_200,
        timeZoneIdentifier: "Europe/Paris")
    private static let errorStatuses = [400, 401, 403, 404, 429, 500, 503]

    @Test func dummyAPIUserList() async throws {
        let fuzzer = DecoderFuzzer(
            name: "dummyAPIUserList",
            samples: [
                try FuzzSample("dummyapi-user-list.json", statuses: [200] + Self.errorStatuses),
                try FuzzSample("dummyapi-user-list-past-end.json", statuses: [200], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            do {
                return FuzzInvariants.page(try await Self.users(fuzzCase).loadPage(0, limit: 10).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func dummyAPIUser() async throws {
        let fuzzer = DecoderFuzzer(
            name: "dummyAPIUser",
            samples: [try FuzzSample("dummyapi-user-full.json", statuses: [200] + Self.errorStatuses)])
        await fuzzer.run { fuzzCase in
            do {
                return FuzzInvariants.user(
                    try await Self.users(fuzzCase).loadUser(id: "60d0fe4f5311236168a109ca").value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func dummyAPIErrors() async throws {
        let fuzzer = DecoderFuzzer(
            name: "dummyAPIErrors",
            samples: [
                try FuzzSample("dummyapi-error-app-id-missing.json", statuses: [403, 401, 200, 500]),
                try FuzzSample("dummyapi-error-app-id-not-exist.json", statuses: [403], fixture: true),
                try FuzzSample("dummyapi-error-params-not-valid.json", statuses: [400], fixture: true),
                try FuzzSample("dummyapi-error-resource-not-found.json", statuses: [404], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            do {
                if fuzzCase.index.isMultiple(of: 2) {
                    return FuzzInvariants.page(try await Self.users(fuzzCase).loadPage(3, limit: 20).value)
                }
                return FuzzInvariants.user(try await Self.users(fuzzCase).loadUser(id: "abc").value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openWeatherMapForecast() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openWeatherMapForecast",
            samples: [
                try FuzzSample("owm-forecast-london.json", statuses: [200] + Self.errorStatuses),
                try FuzzSample("owm-forecast-unknown-condition.json", statuses: [200], fixture: true),
                try FuzzSample("owm-forecast-bad-temperature.json", statuses: [200], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            let client = FakeHTTPClient([
                "/data/2.5/forecast": .reply(fuzzCase.status, fuzzCase.body),
                "/data/2.5/weather": .failure(.timeout(seconds: 1)),
            ])
            do {
                return FuzzInvariants.forecast(
                    try await Self.openWeatherMap(client).loadForecast(.city("London"), units: .metric).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openWeatherMapCurrent() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openWeatherMapCurrent",
            samples: [try FuzzSample("owm-current.json", statuses: [200] + Self.errorStatuses)])
        await fuzzer.run { fuzzCase in
            let service = Self.openWeatherMap(
                FakeHTTPClient(["/data/2.5/weather": .reply(fuzzCase.status, fuzzCase.body)]))
            do {
                if fuzzCase.index.isMultiple(of: 4) {
                    return try await service.findCity("London").flatMap(FuzzInvariants.location)
                }
                return FuzzInvariants.current(try await service.loadCurrent(.city("London"), units: .metric).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openWeatherMapErrors() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openWeatherMapErrors",
            samples: [
                try FuzzSample("owm-error-401.json", statuses: [401, 200, 500]),
                try FuzzSample("owm-error-404.json", statuses: [404, 200, 500]),
                try FuzzSample("owm-error-400.json", statuses: [400, 200], fixture: true),
                try FuzzSample("owm-error-429.json", statuses: [429, 200], fixture: true),
                try FuzzSample("owm-forecast-200-with-cod-404.json", statuses: [200], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            let reply = Result<HTTPResponse, NetworkError>.reply(fuzzCase.status, fuzzCase.body)
            let client = FakeHTTPClient(["/data/2.5/forecast": reply, "/data/2.5/weather": reply])
            do {
                return FuzzInvariants.forecast(
                    try await Self.openWeatherMap(client).loadForecast(.city("London"), units: .imperial).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openMeteoForecast() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openMeteoForecast",
            samples: [
                try FuzzSample("openmeteo-forecast.json", statuses: [200] + Self.errorStatuses),
                try FuzzSample("openmeteo-forecast-nulls.json", statuses: [200], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            let service = Self.openMeteo(FakeHTTPClient(["/v1/forecast": .reply(fuzzCase.status, fuzzCase.body)]))
            do {
                return FuzzInvariants.forecast(
                    try await service.loadForecast(.location(Self.paris), units: .metric).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openMeteoGeocoding() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openMeteoGeocoding",
            samples: [
                try FuzzSample("openmeteo-geocoding.json", statuses: [200] + Self.errorStatuses),
                try FuzzSample("openmeteo-geocoding-no-match.json", statuses: [200], fixture: true),
            ])
        await fuzzer.run { fuzzCase in
            let service = Self.openMeteo(FakeHTTPClient(["/v1/search": .reply(fuzzCase.status, fuzzCase.body)]))
            do {
                return try await service.findCity("paris").flatMap(FuzzInvariants.location)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    @Test func openMeteoErrors() async throws {
        let fuzzer = DecoderFuzzer(
            name: "openMeteoErrors",
            samples: [try FuzzSample("openmeteo-error.json", statuses: [400, 429, 500, 200])])
        await fuzzer.run { fuzzCase in
            let reply = Result<HTTPResponse, NetworkError>.reply(fuzzCase.status, fuzzCase.body)
            let service = Self.openMeteo(FakeHTTPClient(["/v1/forecast": reply, "/v1/search": reply]))
            do {
                if fuzzCase.index.isMultiple(of: 2) {
                    return try await service.findCity("paris").flatMap(FuzzInvariants.location)
                }
                return FuzzInvariants.forecast(
                    try await service.loadForecast(.location(Self.paris), units: .metric).value)
            } catch {
                return FuzzInvariants.error(error)
            }
        }
    }

    private static func users(_ fuzzCase: FuzzCase) -> DummyAPIUsersService {
        let reply = Result<HTTPResponse, NetworkError>.reply(fuzzCase.status, fuzzCase.body)
        let client = FakeHTTPClient([
            "/data/v1/user": reply, "/data/v1/user/60d0fe4f5311236168a109ca": reply, "/data/v1/user/abc": reply,
        ])
        return DummyAPIUsersService(client: client, baseURL: base, appID: "fuzz-app-id")
    }

    private static func openWeatherMap(_ client: FakeHTTPClient) -> OpenWeatherMapService {
        OpenWeatherMapService(client: client, baseURL: base, apiKey: "fuzz-key", now: { fetchTime })
    }

    private static func openMeteo(_ client: FakeHTTPClient) -> OpenMeteoService {
        OpenMeteoService(client: client, forecastURL: base, geocodingURL: base, now: { fetchTime })
    }
}
