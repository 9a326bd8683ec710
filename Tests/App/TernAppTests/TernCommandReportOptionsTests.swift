import ArgumentParser
import Testing

@testable import TernApp

/// `--print`, `--json`, `--jsonl`, `--format` and `--fields` on every section's command: parsed into
/// the `Report`, one at a time, and every mistake a usage error (exit 2) that says what is valid.
@Suite struct TernCommandReportOptionsTests {
    private func report(_ arguments: [String]) throws -> Report? {
        (try TernCommand.parseAsRoot(arguments) as? any ReportCommand)?.report
    }

    /// The first line `tern arguments` prints for its usage error.
    private func usageError(_ arguments: [String]) -> String {
        String(TernCommandUsageErrorTests.text(arguments).prefix { $0 != "\n" })
    }

    @Test func everySectionTakesEveryOutput() throws {
        #expect(try report(["users", "--print"]) == Report(.users(limit: 30), format: .table))
        #expect(
            try report(["users", "--jsonl", "--limit", "100000"]) == Report(.users(limit: 100_000), format: .jsonLines))
        #expect(try report(["weather", "Oslo", "--jsonl"]) == Report(.forecast(city: "Oslo"), format: .jsonLines))
        #expect(try report(["movies", "--jsonl"]) == Report(.section(name: "movies", limit: 20), format: .jsonLines))
        let template = try ReportTemplate("%l: %c %t", codes: ForecastLine.codes)
        #expect(
            try report(["weather", "London", "--format", "%l: %c %t"])
                == Report(.forecast(city: "London"), format: .template(template)))
        #expect(try report(["movies", "--format", "%t (%y)"]) != nil)
        #expect(try report(["users", "--format", "%n <%e>"]) != nil)
        let fields = try ReportFields("id,location.city", valid: ReportJSON.userFields)
        #expect(
            try report(["users", "--json", "--fields", "id,location.city"])
                == Report(.users(limit: 30), format: .json, fields: fields))
        #expect(try report(["users"]) == nil)
    }

    @Test func anUnknownFieldListsTheValidOnes() {
        let line = usageError(["users", "--json", "--fields", "id,nmae"])
        #expect(line.hasPrefix("tern: --fields has unknown field \"nmae\"; the fields are id, title, first_name,"))
        #expect(line.contains("location.timezone"))
        #expect(usageError(["weather", "--jsonl", "--fields", "temp"]).contains("days.max_temperature"))
        #expect(usageError(["movies", "--json", "--fields", "rating"]).contains("vote_average"))
    }

    @Test func anUnknownCodeListsTheCodes() {
        #expect(
            usageError(["weather", "--format", "%l %x"]).hasPrefix(
                "tern: --format has unknown code %x; the codes are %c the condition's symbol (⛅), %C the condition"))
        #expect(usageError(["movies", "--format", "%q"]).contains("%t the title"))
        #expect(usageError(["users", "--format", "100%"]).contains("a % at the end"))
    }

    @Test func oneOutputAtATimeAndFieldsOnlyWithJSON() {
        #expect(
            usageError(["users", "--json", "--jsonl"]) == "tern: Choose one of --print, --json, --jsonl and --format.")
        #expect(usageError(["weather", "--print", "--format", "%t"]).hasPrefix("tern: Choose one of"))
        #expect(
            usageError(["users", "--print", "--fields", "id"])
                == "tern: --fields applies to --json and --jsonl; --print and --format choose their own columns.")
        #expect(usageError(["movies", "--fields", "id"]).hasPrefix("tern: --fields applies to --json and --jsonl"))
        #expect(usageError(["users", "--limit", "3"]).hasPrefix("tern: --limit 3 applies to --print, --json"))
        #expect(usageError(["weather", "--jsonl", "--detail"]).hasPrefix("tern: --detail and --more open the full"))
    }
}
