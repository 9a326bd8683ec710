import Domain
import DomainText
import Foundation
import Services
import Testing

@testable import TernApp

/// `ReportRunner` on the sample services: paging for `users --json`, the default city, and the
/// services' own error messages for failures.
@Suite struct ReportRunnerTests {
    private let runner = Self.sampleRunner(defaultCity: "Paris", units: .imperial)

    /// A runner on the bundled samples, the weather's on a pinned clock.
    static func sampleRunner(defaultCity: String, units: Units) -> ReportRunner {
        ReportRunner(
            services: LiveServices(
                users: SampleUsersService(),
                weather: SampleWeatherService(now: { Date(timeIntervalSince1970: 1_795_000_000) })),
            defaultCity: defaultCity, units: units, locale: .posix)
    }

    private func users(limit: Int) async throws -> [String] {
        let text = try await runner.output(for: Report(.users(limit: limit), format: .json), colored: false).get()
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
        let text = try await runner.output(for: Report(.forecast(city: nil), format: .table), colored: false).get()
        #expect(text.hasPrefix("Paris, Île-de-France, France · sample data · °F\n"))
        #expect(text.split(separator: "\n").count == 10)
    }

    /// `--jsonl`: a user per line, each the `--json` document's element on one line.
    @Test func jsonLinesAreTheDocumentsElementsOneALine() async throws {
        let lines = try await runner.output(for: Report(.users(limit: 60), format: .jsonLines), colored: false).get()
            .split(separator: "\n")
        let document = try await runner.output(for: Report(.users(limit: 60), format: .json), colored: false).get()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let users = try #require(object["users"] as? [[String: Any]])
        #expect(lines.count == 60)
        for (line, user) in zip(lines, users) {
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
            #expect(parsed == user as NSDictionary)
        }
    }

    /// `--fields` keeps only the keys named, in every record, and the envelope of a document.
    @Test func fieldsKeepOnlyTheirKeys() async throws {
        let fields = try ReportFields("id,location.city", valid: ReportJSON.userFields)
        let text = try await runner.output(
            for: Report(.users(limit: 2), format: .jsonLines, fields: fields), colored: false
        ).get()
        #expect(
            text == #"{"id":"sample-0001","location":{"city":"Aalborg"}}"# + "\n"
                + #"{"id":"sample-0002","location":{"city":"København"}}"# + "\n")
        let forecastFields = try ReportFields("location.name", valid: ReportJSON.forecastFields)
        let forecast = try await runner.output(
            for: Report(.forecast(city: "London"), format: .json, fields: forecastFields), colored: false
        ).get()
        #expect(
            forecast == """
                {
                  "cached": false,
                  "location": {
                    "name": "London"
                  },
                  "schema_version": 1,
                  "source": "sample data"
                }

                """)
    }

    /// `--format`: a line per record, the codes replaced; Weather's from the current conditions.
    @Test func aTemplatePrintsALinePerRecord() async throws {
        let users = try ReportTemplate("%i: %n <%e> %%", codes: ReportTemplate.codes(UsersReport.codes))
        let text = try await runner.output(for: Report(.users(limit: 2), format: .template(users)), colored: false)
            .get()
        #expect(text.split(separator: "\n").count == 2)
        #expect(text.hasPrefix("sample-0001: "))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasSuffix("> %") && $0.contains("@") })
        let weather = try ReportTemplate("%l: %c %t", codes: ForecastLine.codes)
        let line = try await runner.output(
            for: Report(.forecast(city: "London"), format: .template(weather)), colored: false
        ).get()
        #expect(line.hasPrefix("London: ") && line.hasSuffix("°F\n"))
    }

    @Test func anUnknownCityFailsWithTheServicesMessage() async {
        let result = await runner.output(for: Report(.forecast(city: "Atlantis"), format: .json), colored: false)
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
        #expect(report == Report(.users(limit: 30), format: .json))
        let result = await runner.output(for: report, colored: false)
        #expect(result == .failure(ReportFailure(message: UsersError.unreachable(host: "127.0.0.1").userMessage)))
    }
}

extension ReportRunner {
    /// All the text `report` writes, or why it cannot be loaded.
    func output(for report: Report, colored: Bool) async -> Result<String, ReportFailure> {
        var text = ""
        do {
            try await run(report, colored: colored) { text += $0 }
            return .success(text)
        } catch let failure as ReportFailure {
            return .failure(failure)
        } catch {
            preconditionFailure("collecting text cannot fail: \(error)")
        }
    }
}
