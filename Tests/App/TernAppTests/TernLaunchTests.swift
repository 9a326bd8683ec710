import AppRuntime
import ArgumentParser
import Domain
import Foundation
import ListDetail
import Movies
import Services
import TerminalCore
import Testing
import Users

@testable import TernApp
@testable import Weather

/// `TernCommand.launch(_:environment:reportWarning:)` → `TernLaunch`: from an argument list to the sections the app
/// opens, with a controlled environment (an empty home, so no config file) and the log in a
/// temporary folder.
@Suite final class TernLaunchTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("tern-launch-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: home) }

    private var logPath: String { home.appendingPathComponent("tern.log").path }

    private func launch(
        _ arguments: [String], environment extra: [String: String] = [:]
    ) throws -> (launch: TernLaunch, warnings: [String]) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var warnings: [String] = []
        // Open-Meteo, the default weather provider, at a loopback port nothing listens on: nothing leaves the machine.
        let environment = [
            "HOME": home.path, "TERN_OPEN_METEO_URL": "http://127.0.0.1:9",
            "TERN_OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:9",
        ].merging(extra) { $1 }
        let launch = try prepare(arguments + ["--log-file", logPath], environment: environment) {
            warnings.append($0)
        }
        return (launch, warnings)
    }

    /// Parses `arguments` as `parseLaunchOrExit()` does and prepares the launch.
    private func prepare(
        _ arguments: [String], environment: [String: String], reportWarning: (String) -> Void
    ) throws -> TernLaunch {
        let command = try #require(try TernCommand.parseAsRoot(arguments) as? any LaunchCommand)
        return TernCommand.launch(command, environment: environment, reportWarning: reportWarning)
    }

    /// The app's first frame, as `TernLauncher` would present it before any data has arrived
    /// (the services answer later, on the task pool; their answers are the screens' tests).
    private func firstFrame(of launch: TernLaunch) -> (app: App, text: String) {
        let app = App(
            name: TernLaunch.appName, terminal: InMemoryTerminal(size: Size(width: 100, height: 30)),
            sections: launch.makeSections(mainLoop: MainLoop()), initialSection: launch.initialSection)
        return (app, app.renderFrame().lines.joined(separator: "\n"))
    }

    @Test func noSubcommandOpensTheUsersListOnSampleData() throws {
        let (launch, warnings) = try launch([])
        #expect(warnings.isEmpty)
        #expect(launch.logPath == logPath)
        #expect(launch.initialSection == 0)
        let (app, text) = firstFrame(of: launch)
        #expect(app.sections.map(\.title) == ["Users", "Weather", "Movies"])
        #expect(app.currentSection.screen is UsersScreen)
        #expect(text.hasPrefix(" tern [Users] Weather "))
        #expect((launch.plan.services.users as? SampleUsersService)?.count == 107)
        // Open-Meteo behind the bundled gazetteer (decision 2200).
        #expect(launch.plan.services.weather is GazetteerWeatherService, "issue 26: live weather by default")
        #expect(launch.plan.services.weather.sourceName == "Open-Meteo")
    }

    @Test func noColorSetToAnythingTurnsColourOff() throws {
        #expect(try launch([]).launch.usesColor)
        #expect(try launch([], environment: ["NO_COLOR": ""]).launch.usesColor)
        #expect(!(try launch([], environment: ["NO_COLOR": "1"]).launch.usesColor))
    }

    @Test func noMouseReachesTheLaunch() throws {
        #expect(try launch([]).launch.reportsMouse)
        #expect(!(try launch(["--no-mouse"]).launch.reportsMouse))
    }

    /// `--no-animation` reaches every section's list: none of them ticks a spinner.
    @Test func noAnimationReachesEverySection() throws {
        func animates(_ arguments: [String]) throws -> [Bool] {
            let app = firstFrame(of: try launch(arguments).launch).app
            return try app.sections.map { section in
                let screen = section.screen
                if let users = screen as? UsersScreen { return users.store.state.animates }
                if let weather = screen as? ListDetailScreen<WeatherRow, WeatherRow> {
                    return weather.store.state.animates
                }
                return try #require(screen as? ListDetailScreen<Movie, Movie>).store.state.animates
            }
        }
        #expect(try animates([]) == [true, true, true])
        #expect(try animates(["--no-animation"]) == [false, false, false])
    }

    @Test func usersOpenAndMoreStartOnTheUsersDetailAndSheet() throws {
        let (launch, _) = try launch(["users", "--open", "sample-0001", "--more"])
        #expect(launch.initialSection == 0)
        let (app, text) = firstFrame(of: launch)
        let users = try #require(app.currentSection.screen as? UsersScreen)
        #expect(users.store.state.presentation.isDetailOpen)
        #expect(users.store.state.presentation.isSheetOpen)
        #expect(users.store.state.detailItem?.id == "sample-0001")
        #expect(text.hasPrefix(" tern [Users] Weather  "), "at 100 columns the list is beneath: its title")
        #expect(text.contains("Loading us"), "the list beside the detail, under the sheet")
        #expect(text.contains("More info"))
        #expect(text.contains("sample-0001"))
    }

    @Test func weatherOpensTheWeatherSectionOnTheCityFromTheCommandLine() throws {
        let (launch, _) = try launch(["weather", "Paris", "--detail", "--units", "imperial"])
        #expect(launch.initialSection == 1)
        let (app, text) = firstFrame(of: launch)
        #expect(app.topScreen is WeatherScreen)
        #expect(text.hasPrefix(" tern  Users [Weather] "))
        #expect(text.contains("Paris"))
    }

    @Test func weatherWithoutACityOpensTheConfiguredDefaultCity() throws {
        let (launch, _) = try launch(["weather"])
        #expect(launch.initialSection == 1)
        #expect(firstFrame(of: launch).text.contains("London"))
    }

    /// The state folder of the temporary home, where the remembered session and recent cities live.
    private var stateFolder: URL { home.appendingPathComponent(".local/state/tern") }

    private func remember(_ json: String, recentCities: [RecentCity] = []) throws {
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: stateFolder.appendingPathComponent("session.json"))
        RecentCitiesFileStore(directory: stateFolder).save(recentCities)
    }

    /// The sweep of what killed writes left waits for the first frame: `settle` does it, not the launch.
    @Test func leftoverTemporariesAreRemovedWhenTheAppSettles() throws {
        try remember("{}")
        // A temporary of a process that is gone (PID 2^22 + 1 is above Linux's largest PID).
        let leftover = stateFolder.appendingPathComponent(".tern-tmp-4194305-0123456789abcdef")
        try Data("half a write".utf8).write(to: leftover)
        let (launch, _) = try launch([])
        #expect(FileManager.default.fileExists(atPath: leftover.path))
        launch.settle(firstFrame(of: launch).app)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(FileManager.default.fileExists(atPath: stateFolder.appendingPathComponent("session.json").path))
    }

    @Test func bareTernStartsWhereThePersonLeftOff() throws {
        try remember(#"{"section":"weather","units":"imperial"}"#, recentCities: ["Reykjavík", "Paris"])
        let (launch, _) = try launch([])
        #expect(launch.initialSection == 1)
        #expect(launch.plan.configuration.units == .imperial)
        let text = firstFrame(of: launch).text
        #expect(text.hasPrefix(" tern  Users [Weather] "))
        #expect(text.contains("Reykjavík"))
    }

    @Test func theCommandLineWinsOverWhatWasRemembered() throws {
        try remember(#"{"section":"weather","units":"imperial"}"#, recentCities: ["Reykjavík"])
        #expect(try launch(["users"]).launch.initialSection == 0)
        let weather = try launch(["weather", "Cairo", "--units", "metric"]).launch
        #expect(weather.plan.configuration.units == .metric)
        #expect(firstFrame(of: weather).text.contains("Cairo"))
    }

    /// `tern weather Paris` then `q` leaves off in Weather: the next bare `tern` opens there.
    @Test func theSectionADeepLinkOpensIsWhereThePersonLeftOff() throws {
        let (launch, _) = try launch(["weather", "Paris"])
        launch.settle(firstFrame(of: launch).app)
        #expect(RememberedSessionFileStore(directory: stateFolder).load() == RememberedSession(section: .weather))
        #expect(try self.launch([]).launch.initialSection == 1)
    }

    @Test func rememberedUnitsWinOverTheConfigurationFile() throws {
        let config = home.appendingPathComponent(".config/tern")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("units = \"metric\"\n".utf8).write(to: config.appendingPathComponent("config.toml"))
        #expect(try launch([]).launch.plan.configuration.units == .metric)
        try remember(#"{"units":"imperial"}"#)
        #expect(try launch([]).launch.plan.configuration.units == .imperial)
    }

    /// A script's output must not depend on the last interactive session.
    @Test func reportsIgnoreTheRememberedSession() throws {
        try remember(#"{"section":"weather","units":"imperial"}"#)
        #expect(try launch(["weather", "--print"]).launch.plan.configuration.units == .metric)
    }

    @Test func switchingSectionAndTogglingUnitsAreRememberedAtOnce() throws {
        let (launch, _) = try launch([])
        let (app, _) = firstFrame(of: launch)
        launch.settle(app)
        let store = RememberedSessionFileStore(directory: stateFolder)
        #expect(store.load() == RememberedSession(section: .users))
        app.process(.tab)
        #expect(store.load() == RememberedSession(section: .weather))
        app.process(.character("u"))
        #expect(store.load() == RememberedSession(section: .weather, units: .imperial))
        app.process(.backTab)
        #expect(store.load() == RememberedSession(section: .users, units: .imperial))
    }

    @Test func syntheticSampleUsersReplaceTheBundledOnes() throws {
        let (launch, _) = try launch(["users", "--sample-users", "3"])
        #expect((launch.plan.services.users as? SampleUsersService)?.count == 3)
    }

    @Test func liveProvidersAreChosenWhenTheirKeysAreThere() throws {
        let (live, warnings) = try launch(
            ["--weather-provider", "openweathermap"],
            environment: ["DUMMYAPI_APP_ID": "app", "OPENWEATHER_API_KEY": "key"])
        #expect(warnings.isEmpty)
        #expect(live.plan.services.users is DummyAPIUsersService)
        #expect(live.plan.services.weather is OpenWeatherMapService)
        let (meteo, _) = try launch(["--weather-provider", "open-meteo"])
        #expect(meteo.plan.services.weather is GazetteerWeatherService)
        #expect(meteo.plan.services.weather.sourceName == "Open-Meteo")
        #expect(meteo.plan.services.users is SampleUsersService)
    }

    @Test func configurationWarningsAreReportedAndLogged() throws {
        let (launch, warnings) = try launch(["--units", "metric"], environment: ["TERN_DUMMYAPI_URL": "garbage"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("tern: ") == true)
        #expect(warnings.first?.contains("TERN_DUMMYAPI_URL is not an http") == true)
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log.contains("TERN_DUMMYAPI_URL is not an http"))
        #expect(!log.contains("starting"), "the configuration's line waits for the first frame")
        launch.logStart()
        let started = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(started.contains("starting") && started.contains("configuration="))
    }

    /// Issue 26: a live provider asked for without its key is not turned into the sample: it stays,
    /// and says which key is missing when asked (no warning at start).
    @Test func aProviderAskedForWithoutItsKeyStaysChosen() throws {
        let (launch, warnings) = try launch(["--users-provider", "dummyapi", "--weather-provider", "openweathermap"])
        #expect(warnings.isEmpty)
        #expect(launch.plan.services.users is DummyAPIUsersService)
        #expect(launch.plan.services.weather is OpenWeatherMapService)
    }

    @Test func anUnwritableLogStillLaunchesAndStillReportsWarnings() throws {
        var warnings: [String] = []
        let launch = try prepare(
            ["--log-file", "/nonexistent-tern-dir/tern.log"],
            environment: ["HOME": home.path, "TERN_DUMMYAPI_URL": "garbage"]
        ) { warnings.append($0) }
        #expect(launch.logPath == nil)
        #expect(
            warnings.last
                == "tern: cannot open the log /nonexistent-tern-dir/tern.log (No such file or directory); logging is off\n"
        )
        #expect(launch.notices.unseen.count == 2)
        #expect(launch.notices.logPath == nil)
    }

    /// Without `--log-file` the log and recent cities go to the state folder, which is made 0700;
    /// recent cities an older tern left in the cache folder are moved there.
    @Test func theDefaultLogAndRecentCitiesLiveInTheStateFolder() throws {
        let cache = home.appendingPathComponent(".cache/tern")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try Data(#"["Lima"]"#.utf8).write(to: cache.appendingPathComponent("recent-cities.json"))
        let command = try #require(try TernCommand.parseAsRoot(["--log-level", "debug"]) as? any LaunchCommand)
        let launch = TernCommand.launch(command, environment: ["HOME": home.path]) { _ in }
        let state = home.appendingPathComponent(".local/state/tern")
        #expect(launch.logPath == state.appendingPathComponent("tern.log").path)
        #expect(try FileManager.default.attributesOfItem(atPath: state.path)[.posixPermissions] as? Int == 0o700)
        #expect(
            FileManager.default.fileExists(atPath: cache.appendingPathComponent("recent-cities.json").path),
            "the old file moves when the recent cities are first read, not before the first frame")
        #expect(launch.plan.recents.load() == ["Lima"])
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("recent-cities.json").path))
        launch.logStart()
        let log = try String(contentsOfFile: try #require(launch.logPath), encoding: .utf8)
        #expect(log.contains("log level: debug"))
    }

    /// Issue 25: a state folder that is a link to a shared 1777 folder is refused in one line at
    /// start (on standard error and as a notice); it is not chmod-ed, the default log is not opened
    /// through it, and nothing is written into it.
    @Test func aStateFolderThatIsALinkIsRefusedInOneLineAndLeftAsItIs() throws {
        let shared = home.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: shared.path)
        let stateHome = home.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
        let link = stateHome.appendingPathComponent("tern")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        var warnings: [String] = []
        let command = try #require(try TernCommand.parseAsRoot([]) as? any LaunchCommand)
        let launch = TernCommand.launch(command, environment: ["HOME": home.path, "XDG_STATE_HOME": stateHome.path]) {
            warnings.append($0)
        }
        let line =
            "\(link.path) is a symbolic link, which tern does not follow for its own files; "
            + "tern goes on without the files it keeps there"
        #expect(warnings == ["tern: \(line)\n"])
        #expect(launch.notices.unseen == [line])
        #expect(launch.logPath == nil)
        launch.plan.recents.save(["Lima"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: shared.path)[.posixPermissions] as? Int == 0o1777)
    }

    /// Issue 25: a state folder other users can write to keeps its mode and is named once at start.
    @Test func aSharedStateFolderKeepsItsModeAndIsNamedOnce() throws {
        let state = home.appendingPathComponent(".local/state/tern")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: state.path)
        var warnings: [String] = []
        let command = try #require(try TernCommand.parseAsRoot([]) as? any LaunchCommand)
        let launch = TernCommand.launch(command, environment: ["HOME": home.path]) { warnings.append($0) }
        #expect(
            warnings == [
                "tern: \(state.path) can be written by other users (mode 777); tern keeps its files there but leaves its mode\n"
            ])
        #expect(launch.logPath == state.appendingPathComponent("tern.log").path)
        #expect(try FileManager.default.attributesOfItem(atPath: state.path)[.posixPermissions] as? Int == 0o777)
    }

    @Test(arguments: [["--help"], ["help", "weather"], ["users", "--help"]])
    func helpIsNotALaunch(arguments: [String]) throws {
        #expect(!(try TernCommand.parseAsRoot(arguments) is any LaunchCommand))
    }

    @Test func versionAndUsageErrorsExitInsteadOfLaunching() {
        for (arguments, message, code) in [
            (["--version"], "0.1.0", ExitCode.success), (["--units", "kelvin"], "kelvin", .validationFailure),
        ] {
            #expect {
                try TernCommand.parseAsRoot(arguments)
            } throws: { error in
                TernCommand.message(for: error).contains(message) && TernCommand.exitCode(for: error) == code
            }
        }
    }
}
