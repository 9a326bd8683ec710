import Foundation
import Testing

/// Issue 26, item 5 on the built binary: every section takes every output, a mistake in `--fields`
/// or `--format` is a usage error (exit 2, `tern:`) that lists what is valid, and the one-line
/// format writes wttr.in's forms.
@Suite struct ReportOptionsEndToEndTests {
    private func tern(_ arguments: [String]) throws -> SpawnedProcess.Result {
        try SpawnedProcess.run([TernBinary.path] + arguments, environment: TernEnvironment.isolated())
    }

    @Test func everySectionTakesEveryOutput() throws {
        let weather = try tern(["weather", "London", "--format", "%l: %c %t", "--weather-provider", "sample"])
        #expect(weather.status == 0, "\(weather.standardError)")
        #expect(
            weather.standardOutput.range(of: #"^London: \S+ [+-]\d+°C\n$"#, options: .regularExpression) != nil,
            "\(weather.standardOutput)")
        let users = try tern(["users", "--print", "--limit", "3"])
        #expect(
            users.standardOutput.split(separator: "\n").map { $0.prefix(11) } == [
                "ID         ", "sample-0001", "sample-0002", "sample-0003",
            ])
        let movies = try tern(["movies", "--jsonl", "--fields", "title,year"])
        let lines = movies.standardOutput.split(separator: "\n")
        #expect(lines.count == 20 && lines.allSatisfy { $0.hasPrefix(#"{"title":"#) && $0.contains(#","year":"#) })
        let document = try tern([
            "weather", "London", "--json", "--fields", "location.name", "--weather-provider", "sample",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(document.standardOutput.utf8)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["cached", "location", "schema_version", "source"])
    }

    @Test func aWrongFieldOrCodeIsAUsageErrorListingTheValidOnes() throws {
        let field = try tern(["users", "--jsonl", "--fields", "id,nmae"])
        #expect(field.status == 2)
        #expect(field.standardOutput == "")
        #expect(field.standardError.hasPrefix(#"tern: --fields has unknown field "nmae"; the fields are id, title,"#))
        let code = try tern(["movies", "--format", "%t %x"])
        #expect(code.status == 2)
        #expect(
            code.standardError.hasPrefix(
                "tern: --format has unknown code %x; the codes are %i the TMDB id, %t the title"))
    }
}
