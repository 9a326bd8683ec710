import Foundation
import Testing

/// Issue 26, items 1, 3 and 4 on the built binary: weather is live by default (Open-Meteo at a
/// loopback server), an unreachable provider is one line naming the sample for a report and a
/// one-key offer of the sample on screen, CITY may be several words, and a provider named without
/// its key, or with a key the server refuses, is never turned into the sample: exit 1 and one line
/// saying which key and where it was set (0 ok, 1 runtime error, 2 usage).
@Suite(.serialized) struct LiveWeatherEndToEndTests {
    /// Open-Meteo's geocoding knows "New York" only (the whole name, never "New"); the forecast is
    /// the real sample.
    private static let openMeteoRoutes = #"""
        {"routes": [
          {"path": "/v1/search", "query": {"name": "New York"}, "body": "{\"results\": [{\"id\": 5128581, \"name\": \"New York\", \"latitude\": 40.71427, \"longitude\": -74.00597, \"country_code\": \"US\", \"country\": \"United States\", \"admin1\": \"New York\", \"timezone\": \"America/New_York\"}]}"},
          {"path": "/v1/search", "body": "{}"},
          {"path": "/v1/forecast", "file": "openmeteo-forecast.json"}
        ]}
        """#

    /// OpenWeatherMap and DummyAPI refusing every key.
    private static let refusingRoutes = #"""
        {"routes": [
          {"path": "/data/2.5/forecast", "file": "owm-error-401.json", "status": 401},
          {"path": "/data/2.5/weather", "file": "owm-error-401.json", "status": 401},
          {"path": "/data/v1/user", "body": "{\"error\": \"APP_ID_NOT_EXIST\"}", "status": 403}
        ]}
        """#

    private func tern(_ arguments: [String], _ environment: [String: String]) throws -> SpawnedProcess.Result {
        try SpawnedProcess.run([TernBinary.path] + arguments, environment: environment)
    }

    /// `environment`'s config file (`$XDG_CONFIG_HOME/tern/config.toml`, mode 600) holding `text`.
    private func writeConfig(_ text: String, in environment: [String: String]) throws -> String {
        let folder = try #require(environment["XDG_CONFIG_HOME"]) + "/tern"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return path
    }

    @Test func theDefaultProviderIsOpenMeteoAndACityMayBeSeveralWords() throws {
        let server = try FixtureServerProcess(routes: Self.openMeteoRoutes)
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let environment = TernEnvironment.isolated([
            "TERN_OPEN_METEO_URL": url, "TERN_OPEN_METEO_GEOCODING_URL": url,
        ])
        let printed = try tern(["weather", "New", "York", "--print"], environment)
        #expect(printed.status == 0, "\(printed.standardError)")
        let heading = try #require(printed.standardOutput.split(separator: "\n").first)
        // The gazetteer knows it — "New York" is one of its names (GeoNames' own is New York City),
        // so it is named as typed (decision 2250): no geocoding, the words as one name.
        #expect(heading.hasPrefix("New York, New York, United States · Open-Meteo"), "\(heading)")
        let json = try tern(["weather", "--json", "New", "York"], environment)
        #expect(json.status == 0, "\(json.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let location = try #require(document["location"] as? [String: Any])
        #expect(location["name"] as? String == "New York")
        #expect(document["source"] as? String == "Open-Meteo")
        let quoted = try tern(["weather", "New York", "--print"], environment)
        #expect(quoted.standardOutput == printed.standardOutput)
    }

    @Test(arguments: ["--print", "--json"])
    func anUnreachableOpenMeteoIsOneLineNamingTheSampleAndExitOne(format: String) throws {
        let result = try tern(["weather", "London", format], TernEnvironment.isolated())
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "tern: Cannot reach 127.0.0.1 — check the network connection, or use --weather-provider sample\n")
        let sample = try tern(
            ["weather", "London", format, "--weather-provider", "sample"], TernEnvironment.isolated())
        #expect(sample.status == 0)
        #expect(sample.standardOutput.contains("sample data"))
    }

    @Test func offlineTheWeatherSectionSaysSoAndDShowsTheLabelledSample() throws {
        let session = try TmuxSession(
            arguments: ["weather", "London"], width: 100, height: 30, environment: TernEnvironment.isolated())
        let offline = try session.waitFor("d shows the bundled sample data")
        #expect(offline.contains("Cannot reach 127.0.0.1 — check the network connection"))
        #expect(offline.contains("d sample data"), "the status bar offers the key:\n\(offline)")
        #expect(offline.contains("Open-Meteo"))
        try session.send("d")
        // The whole frame: tmux may show the rows before the status bar under them is rewritten.
        let sample = try session.waitUntil("the sample's London, with nothing more to offer") {
            $0.contains("London, England, United Kingdom") && !$0.contains("d sample data")
        }
        let titleBar = try #require(sample.split(separator: "\n").first)
        #expect(titleBar.contains("sample data"), "the title bar says where the data comes from:\n\(sample)")
        try session.send("s")
        try session.send("C-u")
        try session.send("-l", "Zürich")
        let zurich = try session.waitFor("Zürich, ")
        #expect(try #require(zurich.split(separator: "\n").first).contains("sample data"))
    }

    @Test func aProviderNamedWithoutItsKeySaysWhichKeyAndExitsOne() throws {
        let environment = TernEnvironment.isolated()
        let missingKey =
            "tern: OpenWeatherMap needs an API key — set OPENWEATHER_API_KEY or openweathermap.api_key in "
            + "config.toml, or use --weather-provider sample\n"
        let flag = try tern(["--weather-provider", "openweathermap", "weather", "Paris", "--print"], environment)
        #expect(flag.status == 1)
        #expect(flag.standardOutput.isEmpty)
        #expect(flag.standardError == missingKey)
        _ = try writeConfig("[weather]\nprovider = \"openweathermap\"\n", in: environment)
        let configured = try tern(["weather", "Paris", "--json"], environment)
        #expect(configured.status == 1)
        #expect(configured.standardOutput.isEmpty)
        #expect(configured.standardError == missingKey)

        let users = try tern(["--users-provider", "dummyapi", "users", "--json"], TernEnvironment.isolated())
        #expect(users.status == 1)
        #expect(users.standardOutput.isEmpty)
        #expect(
            users.standardError
                == "tern: DummyAPI needs an app id — set DUMMYAPI_APP_ID or dummyapi.app_id in config.toml, "
                + "or use --users-provider sample\n")

        let usage = try tern(["weather", "Paris", "--print", "--json"], TernEnvironment.isolated())
        #expect(usage.status == 2)
    }

    @Test func onScreenAProviderWithoutItsKeySaysSoAndOffersTheSample() throws {
        let session = try TmuxSession(
            arguments: ["weather", "Paris", "--weather-provider", "openweathermap"], width: 100, height: 30,
            environment: TernEnvironment.isolated())
        let screen = try session.waitFor("d shows the bundled sample data")
        #expect(screen.contains("OPENWEATHER_API_KEY"))
        try session.send("d")
        let sample = try session.waitFor("Paris, ")
        #expect(try #require(sample.split(separator: "\n").first).contains("sample data"))
    }

    @Test func aRefusedKeyNamesTheVariableOrTheConfigLineItCameFrom() throws {
        let server = try FixtureServerProcess(routes: Self.refusingRoutes)
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let weather = [
            "weather", "Paris", "--print", "--weather-provider", "openweathermap", "--openweathermap-url", url,
        ]
        let secret = "e2e-wrong-key-5f2a"

        let fromVariable = try tern(weather, TernEnvironment.isolated(["OPENWEATHER_API_KEY": secret]))
        #expect(fromVariable.status == 1)
        #expect(
            fromVariable.standardError
                == "tern: OpenWeatherMap rejected the API key set in OPENWEATHER_API_KEY — check it\n")

        let environment = TernEnvironment.isolated()
        let config = try writeConfig(
            "units = \"metric\"\n\n[openweathermap]\napi_key = \"\(secret)\"\n[dummyapi]\napp_id = \"\(secret)\"\n",
            in: environment)
        let fromFile = try tern(weather, environment)
        #expect(fromFile.status == 1)
        #expect(fromFile.standardError == "tern: OpenWeatherMap rejected the API key set in \(config):4 — check it\n")
        let users = try tern(["users", "--json", "--users-provider", "dummyapi", "--dummyapi-url", url], environment)
        #expect(users.status == 1)
        #expect(users.standardError == "tern: DummyAPI rejected the app id set in \(config):6 — check it\n")
        for result in [fromVariable, fromFile, users] {
            #expect(!result.standardError.contains(secret) && !result.standardOutput.contains(secret))
        }
    }
}
