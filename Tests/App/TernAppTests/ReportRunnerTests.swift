import Domain
import DomainText
import Foundation
import Services
import Testing

@testable import TernApp

/// `ReportRunner` on the sample services: paging for `users --json`, the default city, and the
/// services' own error messages for failures.
@Suite struct ReportRunnerTests {
    private let runner = ReportRunner(
        services: LiveServices(
            users: SampleUsersService(),
            weather: SampleWeatherService(now: { Date(timeIntervalSince1970: 1_795_000_000) })),
        defaultCity: "Paris", units: .imperial, locale: .posix)

    private func users(limit: Int) async throws -> [String] {
        let text = try await runner.output(for: .users(limit: limit), colored: false).get()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["total"] as? Int == 107)
        return try #require(object["users"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test func usersArePagedUpToTheLimit() async throws {
        #expect(try await users(limit: 3) == ["sample-0001", "sample-0002", "sample-0003"])
        let sixty = try await users(limit: 60)
        #expect(sixty.count == 60 && sixty.last == "sample-0060")
        #expect(try await users(limit: 1000).count == 107)
    }

    @Test func forecastWithoutACityIsForTheDefaultCityInTheConfiguredUnits() async throws {
        let text = try await runner.output(for: .forecast(city: nil, format: .table), colored: false).get()
        #expect(text.hasPrefix("Paris, Île-de-France, France · sample data · °F\n"))
        #expect(text.split(separator: "\n").count == 10)
    }

    @Test func anUnknownCityFailsWithTheServicesMessage() async {
        let result = await runner.output(for: .forecast(city: "Atlantis", format: .json), colored: false)
        #expect(result == .failure(ReportFailure(message: "No city called \"Atlantis\"")))
    }
}

/// A report built the way `tern users --json` builds it: the configured live provider, through the
/// HTTP client and offline cache, fails with the same message the Users screen shows.
@Suite final class ReportRunnerLiveTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("tern-report-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: home) }

    @Test func anUnreachableProviderFailsWithTheTransportMessage() async throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let command = try #require(
            try TernCommand.parseAsRoot([
                "users", "--json", "--users-provider", "dummyapi", "--dummyapi-url", "http://127.0.0.1:9",
                "--timeout", "5", "--log-file", home.appendingPathComponent("tern.log").path,
            ]) as? any ReportCommand)
        let launch = TernCommand.launch(
            command, environment: ["HOME": home.path, "DUMMYAPI_APP_ID": "test-app-id"], reportWarning: { _ in })
        let runner = ReportRunner(services: launch.plan.services, defaultCity: "London", units: .metric, locale: .posix)
        let report = try #require(command.report)
        let result = await runner.output(for: report, colored: false)
        #expect(result == .failure(ReportFailure(message: UsersError.unreachable(host: "127.0.0.1").userMessage)))
    }
}
