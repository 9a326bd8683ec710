import ArgumentParser
import Configuration
import Foundation
import Testing

@testable import TernApp

@Suite struct TernCommandTests {
    @Test func noSubcommandOpensHome() throws {
        let command = try #require(try TernCommand.parseAsRoot([]) as? TernCommand)
        #expect(command.startupRequest == .home)
        #expect(command.common.overrides == CommandLineOverrides())
    }

    @Test func usersOptions() throws {
        let parsed = try TernCommand.parseAsRoot(["users", "--open", "60d0fe4f", "--more", "--sample-users", "7"])
        let users = try #require(parsed as? TernCommand.Users)
        #expect(users.startupRequest == .users(openUserID: "60d0fe4f", showMoreInfo: true))
        #expect(users.sampleUserCount == 7)
    }

    @Test func weatherCityAndCommonOptions() throws {
        let parsed = try TernCommand.parseAsRoot([
            "weather", "São Paulo", "--detail", "--units", "imperial", "--weather-provider", "open-meteo",
            "--open-meteo-url", "http://127.0.0.1:8080/mirror", "--timeout", "2.5", "--log-file", "/tmp/tern.log",
        ])
        let weather = try #require(parsed as? TernCommand.Weather)
        #expect(weather.startupRequest == .weather(city: "São Paulo", detail: true, showMoreInfo: false))
        #expect(
            weather.common.overrides
                == CommandLineOverrides(
                    weatherProvider: .openMeteo, openMeteoURL: URL(string: "http://127.0.0.1:8080/mirror"),
                    logFile: "/tmp/tern.log", units: .imperial, requestTimeout: 2.5))
    }

    /// Issue 26: CITY may be several words, joined by spaces as a quoted name would be; options may
    /// come between and after them, and after `--` a word that starts with a dash is a word.
    @Test(arguments: [
        (["weather", "New", "York"], "New York"),
        (["weather", "New York"], "New York"),
        (["weather", "Rio", "de", "Janeiro", "--detail"], "Rio de Janeiro"),
        (["weather", "New", "--detail", "York"], "New York"),
        (["--units", "imperial", "weather", "São", "Paulo", "--weather-provider", "sample"], "São Paulo"),
        (["weather", "--detail", "--", "-Nowhere", "Town"], "-Nowhere Town"),
    ])
    func aCityOfSeveralWordsIsOneName(arguments: [String], city: String) throws {
        let weather = try #require(try TernCommand.parseAsRoot(arguments) as? TernCommand.Weather)
        #expect(weather.city == city)
        let noCity = try #require(try TernCommand.parseAsRoot(["weather", "--detail"]) as? TernCommand.Weather)
        #expect(noCity.city == nil)
    }

    @Test func noMouseTurnsMouseReportingOff() throws {
        let users = try #require(try TernCommand.parseAsRoot(["users", "--no-mouse"]) as? TernCommand.Users)
        #expect(users.common.overrides.mouse == false)
        let home = try #require(try TernCommand.parseAsRoot([]) as? TernCommand)
        #expect(home.common.overrides.mouse == nil)
    }

    @Test func noAnimationTurnsSpinnersOff() throws {
        let weather = try #require(try TernCommand.parseAsRoot(["weather", "--no-animation"]) as? TernCommand.Weather)
        #expect(weather.common.overrides.animation == false)
        let home = try #require(try TernCommand.parseAsRoot([]) as? TernCommand)
        #expect(home.common.overrides.animation == nil)
    }

    @Test func commonOptionsWorkBeforeTheSubcommandToo() throws {
        let parsed = try TernCommand.parseAsRoot([
            "--users-provider", "dummyapi", "--dummyapi-url", "http://localhost:9", "users",
        ])
        let command = try #require(parsed as? TernCommand.Users)
        #expect(command.common.usersProvider == .dummyapi)
        #expect(command.common.dummyAPIURL == URL(string: "http://localhost:9"))
    }

    @Test(arguments: [
        ["--units", "kelvin"],
        ["--timeout", "0"],
        ["--openweathermap-url", "ftp://example.com"],
        ["weather", ""],
        ["weather", " ", "  "],
        ["users", "--sample-users", "0"],
        ["--weather-provider", "accuweather"],
        ["users", "--open", "  "],
        ["--log-file", ""],
        ["--open-meteo-geocoding-url", "geocoding.example"],
        ["users", "--more"],
        ["users", "--limit", "5"],
        ["users", "--json", "--limit", "0"],
        ["users", "--json", "--open", "sample-0003"],
        ["weather", "--print", "--json"],
        ["weather", "London", "--print", "--detail"],
        ["weather", "--json", "--more"],
    ])
    func badInputIsAClearError(arguments: [String]) {
        #expect(throws: (any Error).self) {
            try TernCommand.parseAsRoot(arguments)
        }
        let message = TernCommand.message(for: CleanExit.helpRequest())
        #expect(!message.isEmpty)
    }

    @Test func helpListsSubcommandsFlagsAndExamples() {
        let help = TernCommand.helpMessage(columns: 100)
        for text in [
            "users", "weather", "--weather-provider", "--dummyapi-url", "--open-meteo-geocoding-url", "--units",
            "EXAMPLES", "ENVIRONMENT", "FILES", "EXIT STATUS", "XDG_STATE_HOME", "NO_COLOR",
        ] {
            #expect(help.contains(text), "help lacks \(text)")
        }
        #expect(TernCommand.configuration.version == TernVersion.text)
    }

    /// Every `tern …` example in the help of every command parses (CI runs them on the installed binary).
    @Test(
        arguments: [TernCommand.self, TernCommand.Users.self, TernCommand.Weather.self] as [any ParsableCommand.Type])
    func helpExamplesParse(command: any ParsableCommand.Type) throws {
        let lines = command.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        let examples = lines.drop { $0 != "EXAMPLES" }.prefix { !$0.isEmpty }.filter { $0.hasPrefix("  tern") }
        #expect(examples.count >= 4)
        for example in examples {
            let words = Self.words(of: example.dropFirst(2).components(separatedBy: "  ")[0])
            #expect(words.first == "tern")
            _ = try TernCommand.parseAsRoot(Array(words.dropFirst()))
        }
    }

    /// `text` split at spaces outside quotes (single or double), the quotes removed, as a shell would.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if character == quote {
                quote = nil
            } else if quote == nil && (character == "\"" || character == "'") {
                quote = character
            } else if character == " " && quote == nil {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        return current.isEmpty ? words : words + [current]
    }

    @Test func usageErrorsExitWithStatusTwo() {
        #expect(TernCommand.usageErrorStatus == 2)
    }
}

/// Which command lines are reports (`--print`, `--json`) and which open the UI.
@Suite struct TernCommandReportTests {
    private func report(_ arguments: [String]) throws -> Report? {
        try #require(try TernCommand.parseAsRoot(arguments) as? any ReportCommand).report
    }

    @Test func weatherPrintAndJSONAreReportsForTheGivenCity() throws {
        #expect(try report(["weather", "London", "--print"]) == Report(.forecast(city: "London"), format: .table))
        #expect(
            try report(["weather", "--json", "--units", "imperial"]) == Report(.forecast(city: nil), format: .json))
        #expect(try report(["weather", "London", "--detail"]) == nil)
        #expect(
            try report(["weather", "New", "York", "--print"]) == Report(.forecast(city: "New York"), format: .table))
    }

    @Test func usersJSONIsAReportWithADefaultLimit() throws {
        #expect(try report(["users", "--json"]) == Report(.users(limit: 30), format: .json))
        #expect(
            try report(["users", "--json", "--limit", "5", "--sample-users", "9"])
                == Report(.users(limit: 5), format: .json))
        #expect(try report(["users", "--open", "sample-0003", "--more"]) == nil)
    }
}
