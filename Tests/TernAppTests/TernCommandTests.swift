import ArgumentParser
import Configuration
import Foundation
import TernApp
import Testing

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
        ["users", "--sample-users", "0"],
        ["--weather-provider", "accuweather"],
        ["users", "--open", "  "],
        ["--log-file", ""],
        ["--open-meteo-geocoding-url", "geocoding.example"],
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
            "Examples:",
        ] {
            #expect(help.contains(text), "help lacks \(text)")
        }
        #expect(TernCommand.configuration.version == "0.1.0")
    }
}
