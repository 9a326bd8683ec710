import Configuration
import Foundation
import Glibc
import Networking
import Testing

@Suite struct AppConfigurationTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-config-tests-\(UUID().uuidString)", isDirectory: true)

    private func writeConfig(_ text: String, mode: Int = 0o600) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    private var missingFile: URL { folder.appendingPathComponent("absent.toml") }

    /// Issue 26: weather is live by default (Open-Meteo needs no key); users stay on the sample.
    @Test func defaultsAreSampleUsersLiveOpenMeteoAndPublicBaseURLs() {
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: missingFile)
        #expect(warnings.isEmpty)
        #expect(configuration.usersProvider == .sample)
        #expect(configuration.weatherProvider == .openMeteo)
        #expect(AppConfiguration().weatherProvider == .openMeteo)
        #expect(configuration.dummyAPIURL.absoluteString == "https://dummyapi.io")
        #expect(configuration.openWeatherMapURL.absoluteString == "https://api.openweathermap.org")
        #expect(configuration.openMeteoURL.absoluteString == "https://api.open-meteo.com")
        #expect(configuration.openMeteoGeocodingURL.absoluteString == "https://geocoding-api.open-meteo.com")
        #expect(configuration.units == .metric)
        #expect(configuration.requestTimeout == 10)
        #expect(configuration.logFile == nil)
        #expect(configuration.logLevel == .info)
    }

    @Test func keysSwitchProvidersToTheLiveOnes() {
        let environment = ["OPENWEATHER_API_KEY": "owm", "DUMMYAPI_APP_ID": "dummy"]
        let (configuration, warnings) = AppConfiguration.resolve(environment: environment, configFile: missingFile)
        #expect(warnings.isEmpty)
        #expect(configuration.usersProvider == .dummyapi)
        #expect(configuration.weatherProvider == .openweathermap)
        #expect(configuration.openWeatherMapAPIKey == "owm")
        #expect(configuration.openWeatherMapKeyOrigin == .environment(variable: "OPENWEATHER_API_KEY"))
        #expect(configuration.dummyAPIAppIDOrigin == .environment(variable: "DUMMYAPI_APP_ID"))
    }

    /// Issue 26: a key set in the config file is known by its line, so a refused key's message can
    /// name it; the environment's wins, and is named instead.
    @Test func aKeyRemembersTheLineOrTheVariableItCameFrom() throws {
        let options = SectionOptions(
            name: "movies", providers: ["sample", "tmdb"], urlFlag: "tmdb-url", urlEnvironment: "TERN_TMDB_URL",
            defaultURL: URL(string: "https://api.themoviedb.org")!, secretEnvironment: "TMDB_API_KEY",
            secretKey: "tmdb_api_key")
        let file = try writeConfig(
            "units = \"metric\"\ntmdb_api_key = \"t\"\n[dummyapi]\napp_id = \"d\"\n[openweathermap]\napi_key = \"k\"\n")
        let fromFile = AppConfiguration.resolve(environment: [:], configFile: file, sections: [options]).configuration
        #expect(fromFile.openWeatherMapKeyOrigin == .configFile(path: file.path, line: 6))
        #expect(fromFile.dummyAPIAppIDOrigin == .configFile(path: file.path, line: 4))
        #expect(fromFile.sections["movies"]?.secretOrigin == .configFile(path: file.path, line: 2))
        let fromEnvironment = AppConfiguration.resolve(
            environment: ["OPENWEATHER_API_KEY": "e", "TMDB_API_KEY": "e"], configFile: file, sections: [options]
        ).configuration
        #expect(fromEnvironment.openWeatherMapKeyOrigin == .environment(variable: "OPENWEATHER_API_KEY"))
        #expect(fromEnvironment.sections["movies"]?.secretOrigin == .environment(variable: "TMDB_API_KEY"))
        #expect(fromEnvironment.dummyAPIAppIDOrigin == .configFile(path: file.path, line: 4))
        try? FileManager.default.removeItem(at: folder)
    }

    /// Issue 25: a secret with a line break cannot be sent as a header (URLSession silently sent
    /// none): it is refused at start with one warning, and a provider asked for stays chosen, to say
    /// its key is missing (issue 26: never the sample unasked).
    @Test(arguments: ["abc\r\nX-Injected: 1", "abc\ndef", "ab\u{7}c", "ab\u{9B}c"])
    func aSecretAHeaderCannotCarryIsRefusedWithOneWarning(secret: String) {
        let environment = [
            "DUMMYAPI_APP_ID": secret, "OPENWEATHER_API_KEY": secret, "TMDB_API_KEY": secret,
        ]
        let overrides = CommandLineOverrides(usersProvider: .dummyapi, weatherProvider: .openweathermap)
        let (configuration, warnings) = AppConfiguration.resolve(
            overrides: overrides, environment: environment, configFile: missingFile,
            sections: [
                SectionOptions(
                    name: "movies", providers: ["sample", "tmdb"], urlFlag: "tmdb-url", urlEnvironment: "TERN_TMDB_URL",
                    defaultURL: URL(string: "https://api.themoviedb.org")!, secretEnvironment: "TMDB_API_KEY",
                    secretKey: "tmdb_api_key")
            ])
        #expect(configuration.dummyAPIAppID == nil && configuration.openWeatherMapAPIKey == nil)
        #expect(configuration.sections["movies"]?.secret == nil)
        #expect(configuration.dummyAPIAppIDOrigin == nil && configuration.openWeatherMapKeyOrigin == nil)
        #expect(configuration.usersProvider == .dummyapi && configuration.weatherProvider == .openweathermap)
        #expect(warnings.count == 3)
        #expect(
            warnings.allSatisfy {
                $0.message.contains("a line break or another character an HTTP request cannot carry")
            })
        #expect(warnings.first?.message.hasPrefix("the DummyAPI app id (DUMMYAPI_APP_ID") == true)
        #expect(warnings.allSatisfy { !$0.message.contains("abc") })
    }

    /// Issue 25: the configuration as the log records it shows no URL password, and the redactor
    /// masks every secret the configuration holds.
    @Test func theRedactedDescriptionHidesURLPasswordsAndTheRedactorKnowsEverySecret() {
        let overrides = CommandLineOverrides(dummyAPIURL: URL(string: "http://bob:hunter2secret@127.0.0.1:9/")!)
        let (configuration, _) = AppConfiguration.resolve(
            overrides: overrides, environment: ["DUMMYAPI_APP_ID": "app-id-1", "OPENWEATHER_API_KEY": "owm-key-2"],
            configFile: missingFile)
        #expect(!configuration.redactedDescription.contains("hunter2secret"))
        #expect(configuration.redactedDescription.contains("dummyapi url: http://***@127.0.0.1:9/"))
        #expect(
            configuration.redactor.redact("hunter2secret app-id-1 owm-key-2 app-id") == "*** *** *** app-id")
    }

    @Test func precedenceIsFileThenEnvironmentThenFlags() throws {
        let file = try writeConfig(
            """
            units = "imperial"
            default_city = "Oslo"
            log_file = "/tmp/from-file.log"
            timeout = 3
            [openweathermap]
            url = "http://file.example"
            [open_meteo]
            url = "http://file.example/meteo"
            """)
        let environment = ["TERN_LOG": "/tmp/from-env.log", "TERN_OPENWEATHERMAP_URL": "http://env.example/mirror"]
        let overrides = CommandLineOverrides(openWeatherMapURL: URL(string: "http://127.0.0.1:9/flag"), units: .metric)
        let (configuration, warnings) = AppConfiguration.resolve(
            overrides: overrides, environment: environment, configFile: file)
        #expect(warnings.isEmpty)
        #expect(configuration.units == .metric)
        #expect(configuration.defaultCity == "Oslo")
        #expect(configuration.logFile == "/tmp/from-env.log")
        #expect(configuration.requestTimeout == 3)
        #expect(configuration.openWeatherMapURL.absoluteString == "http://127.0.0.1:9/flag")
        #expect(configuration.openMeteoURL.absoluteString == "http://file.example/meteo")
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aProblemCostsOnlyItsLineAndSaysWhatIsUsedInstead() throws {
        let file = try writeConfig(
            """
            units = "imperial"
            colour = "blue"
            [weather]
            provider = "accuweather"
            this is not toml
            [openweathermap]
            api_key = "k"
            timeout = "soon"
            """)
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: file)
        #expect(configuration.units == .imperial)
        #expect(configuration.weatherProvider == .openweathermap)
        #expect(
            warnings.map(\.description) == [
                "\(file.path):2: unknown key colour; line ignored",
                "\(file.path):4: weather.provider must be sample, openweathermap or open-meteo, not \"accuweather\"; "
                    + "choosing the provider from the keys",
                "\(file.path):5: expected key = value; line ignored",
                "\(file.path):8: unknown key openweathermap.timeout; line ignored",
            ])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func animationIsOnUnlessTheFileOrTheFlagTurnsItOff() throws {
        #expect(AppConfiguration.resolve(environment: [:], configFile: missingFile).configuration.animation)
        let off = try writeConfig("animation = false\n")
        let still = AppConfiguration.resolve(environment: [:], configFile: off).configuration
        #expect(!still.animation)
        #expect(still.redactedDescription.contains("animation: off"))
        let flag = CommandLineOverrides(animation: false)
        #expect(
            !AppConfiguration.resolve(overrides: flag, environment: [:], configFile: missingFile).configuration
                .animation)
        let wrong = try writeConfig("animation = 0\n")
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: wrong)
        #expect(configuration.animation)
        #expect(warnings.map(\.message) == ["animation has a value of the wrong kind; spinners stay on"])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func theMouseIsOnUnlessTheFileOrTheFlagTurnsItOff() throws {
        #expect(AppConfiguration.resolve(environment: [:], configFile: missingFile).configuration.mouse)
        let off = try writeConfig("mouse = false\n")
        #expect(!AppConfiguration.resolve(environment: [:], configFile: off).configuration.mouse)
        let flag = CommandLineOverrides(mouse: false)
        #expect(
            !AppConfiguration.resolve(overrides: flag, environment: [:], configFile: missingFile).configuration.mouse)
        let wrong = try writeConfig("mouse = \"no\"\n")
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: wrong)
        #expect(configuration.mouse)
        #expect(warnings.map(\.message) == ["mouse has a value of the wrong kind; the mouse stays on"])
        #expect(configuration.redactedDescription.contains("mouse: on"))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aBadValueOfAKnownKeyNamesTheDefaultUsed() throws {
        let file = try writeConfig("units = \"kelvin\"\ntimeout = -1\nlog_level = \"loud\"\n")
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: file)
        #expect(configuration.units == .metric)
        #expect(configuration.logLevel == .info)
        #expect(
            warnings.map(\.message) == [
                "units must be metric or imperial, not \"kelvin\"; using metric",
                "timeout has a value of the wrong kind; using 10 s",
                "log_level must be one of trace, debug, info, notice, warning, error, critical, not \"loud\"; using info",
            ])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Files tern must not read (or must not read whole) are refused with one warning at once, never
    /// read without bound and never waited on.
    @Test func oversizedSpecialAndLoopingConfigFilesAreRefused() throws {
        let big = try writeConfig(String(repeating: "# padding\n", count: 110_000))
        let fifo = folder.appendingPathComponent("fifo.toml")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let loop = folder.appendingPathComponent("loop.toml")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let dangling = folder.appendingPathComponent("dangling.toml")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/nonexistent/tern.toml")
        for (file, message) in [
            (big, "is larger than 1 MiB, which no tern config is; using defaults"),
            (fifo, "is not a regular file; using defaults"),
            (folder, "is not a regular file; using defaults"),
            (loop, "is a loop of symbolic links; using defaults"),
            (dangling, "is a symbolic link to a file that does not exist; using defaults"),
        ] {
            let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: file)
            #expect(warnings.map(\.description) == ["\(file.path): \(message)"])
            #expect(configuration.units == .metric)
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func logFileInTheConfigFileMayStartWithTilde() throws {
        let file = try writeConfig("log_file = \"~/logs/tern.log\"\n")
        let (configuration, _) = AppConfiguration.resolve(environment: ["HOME": "/home/me"], configFile: file)
        #expect(configuration.logFile == "/home/me/logs/tern.log")
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func keyInAFileOthersCanReadGetsAWarningButIsUsed() throws {
        let file = try writeConfig("[dummyapi]\napp_id = \"abc\"\n", mode: 0o644)
        let (configuration, warnings) = AppConfiguration.resolve(environment: [:], configFile: file)
        #expect(configuration.usersProvider == .dummyapi)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("chmod 600") == true)
        let (_, privateWarnings) = AppConfiguration.resolve(
            environment: [:], configFile: try writeConfig("[dummyapi]\napp_id = \"abc\"\n"))
        #expect(privateWarnings.isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Issue 26: a live provider asked for without its key stays chosen, without a warning: its
    /// service says which key is missing and where to set it, and a report exits 1 on that.
    @Test func aLiveProviderAskedForWithoutItsKeyStaysChosen() throws {
        let overrides = CommandLineOverrides(usersProvider: .dummyapi, weatherProvider: .openweathermap)
        let (configuration, warnings) = AppConfiguration.resolve(
            overrides: overrides, environment: [:], configFile: missingFile)
        #expect(configuration.usersProvider == .dummyapi)
        #expect(configuration.weatherProvider == .openweathermap)
        #expect(warnings.isEmpty)
        let file = try writeConfig("[users]\nprovider = \"dummyapi\"\n[weather]\nprovider = \"openweathermap\"\n")
        let fromFile = AppConfiguration.resolve(environment: [:], configFile: file)
        #expect(fromFile.configuration.usersProvider == .dummyapi)
        #expect(fromFile.configuration.weatherProvider == .openweathermap)
        #expect(fromFile.warnings.isEmpty)
        try? FileManager.default.removeItem(at: folder)
        let openMeteo = AppConfiguration.resolve(
            overrides: CommandLineOverrides(weatherProvider: .openMeteo), environment: [:], configFile: missingFile)
        #expect(openMeteo.configuration.weatherProvider == .openMeteo)
        #expect(openMeteo.warnings.isEmpty)
    }

    /// A malformed base URL never falls back to the provider's public default host, where the key
    /// would go: the provider is replaced by sample data, and both problems are said.
    @Test func aMalformedURLTurnsItsProviderIntoSamplesNeverTheDefaultHost() throws {
        let (configuration, warnings) = AppConfiguration.resolve(
            environment: ["TERN_DUMMYAPI_URL": "garbage", "DUMMYAPI_APP_ID": "id"], configFile: missingFile)
        #expect(configuration.usersProvider == .sample)
        #expect(
            warnings.map(\.message) == [
                "TERN_DUMMYAPI_URL is not an http:// or https:// URL with a host",
                "the dummyapi base URL is malformed, so nothing is sent to dummyapi; using sample users",
            ])
        let file = try writeConfig("[openweathermap]\nurl = \"ftp://mirror\"\napi_key = \"k\"\n")
        let fromFile = AppConfiguration.resolve(environment: [:], configFile: file)
        #expect(fromFile.configuration.weatherProvider == .sample)
        #expect(fromFile.warnings.count == 2)
        let fixedByFlag = AppConfiguration.resolve(
            overrides: CommandLineOverrides(openWeatherMapURL: URL(string: "http://127.0.0.1:9")),
            environment: [:], configFile: file)
        #expect(fixedByFlag.configuration.weatherProvider == .openweathermap)
        #expect(fixedByFlag.warnings.count == 1)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func configFileFollowsXDG() {
        #expect(
            AppConfiguration.configFileURL(environment: ["XDG_CONFIG_HOME": "/x/config"]).path
                == "/x/config/tern/config.toml")
        #expect(
            AppConfiguration.configFileURL(environment: ["HOME": "/home/a"]).path == "/home/a/.config/tern/config.toml")
    }

    @Test func redactedDescriptionHidesKeys() {
        let configuration = AppConfiguration(dummyAPIAppID: "APPID-SECRET", openWeatherMapAPIKey: "OWM-SECRET")
        #expect(!configuration.redactedDescription.contains("SECRET"))
        #expect(configuration.redactedDescription.contains("openweathermap api key: ***"))
    }
}
