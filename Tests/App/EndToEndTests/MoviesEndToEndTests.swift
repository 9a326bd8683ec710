import Foundation
import Testing

/// `tern movies`: the one-shot table and JSON on the bundled sample and on TMDB at a loopback
/// server (the Movies fixtures), the key's absence said in one line, and the section in tmux — the
/// list, the detail with the runtime, the sheet, the filter, End and Tab — all the component's.
@Suite(.serialized) struct MoviesEndToEndTests {
    /// The Movies tests' TMDB answers: the trending page and The Matrix's record, with the key only.
    private static let routes = #"""
        {"routes": [
          {"path": "/3/trending/movie/week", "query": {"api_key": "e2e-tmdb"},
           "file": "tmdb-trending-movie-week-page-1.json"},
          {"path": "/3/movie/603", "query": {"api_key": "e2e-tmdb"}, "file": "tmdb-movie-603.json"},
          {"path": "/3/trending/movie/week", "file": "tmdb-error-401.json", "status": 401}
        ]}
        """#
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EndToEndTests
        .deletingLastPathComponent()  // App
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Features/MoviesTests/Fixtures", isDirectory: true)

    private func tern(_ arguments: [String], _ extra: [String: String] = [:]) throws -> SpawnedProcess.Result {
        try SpawnedProcess.run([TernBinary.path] + arguments, environment: TernEnvironment.isolated(extra))
    }

    @Test(arguments: [
        ["movies", "--print"], ["weather", "London", "--print", "--weather-provider", "sample"], ["users", "--json"],
    ])
    func aReportToAFullDiskIsOneLineAndExitOne(arguments: [String]) throws {
        let command = ([TernBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try SpawnedProcess.run(
            ["sh", "-c", command + " > /dev/full"], environment: TernEnvironment.isolated())
        #expect(result.status == 1)
        #expect(result.standardError == "tern: cannot write to standard output: No space left on device\n")
    }

    @Test func printWritesOneAlignedLinePerMovie() throws {
        let result = try tern(["movies", "--print"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 21, "a header and the default 20 movies")
        #expect(lines.first?.hasPrefix("Title") == true)
        #expect(lines.contains { $0.hasPrefix("Interstellar") && $0.contains("2014") })
        #expect(!result.standardOutput.contains("\u{1B}"), "no colour when piped")
    }

    @Test func jsonWithALimitIsValidJSONWithThatManyMovies() throws {
        let result = try tern(["movies", "--json", "--limit", "3"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["schema_version"] as? Int == 1)
        #expect(object?["source"] as? String == "sample data")
        #expect((object?["movies"] as? [[String: Any]])?.count == 3)
    }

    @Test func tmdbAtALoopbackServerWithTheKey() throws {
        let server = try FixtureServerProcess(routes: Self.routes, fixtureDirectory: Self.fixtures)
        let url = server.baseURL.absoluteString
        let result = try tern(
            ["movies", "--json", "--movies-provider", "tmdb", "--tmdb-url", url], ["TMDB_API_KEY": "e2e-tmdb"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"The Matrix\""))
        #expect(result.standardOutput.contains("\"source\": \"TMDB\""))
        let printed = try tern(
            ["movies", "--print", "--movies-provider", "tmdb", "--tmdb-url", url], ["TMDB_API_KEY": "e2e-tmdb"])
        #expect(printed.standardOutput.contains("The Matrix"))
        #expect(!printed.standardOutput.contains("e2e-tmdb") && !printed.standardError.contains("e2e-tmdb"))
        server.stop()
    }

    @Test func tmdbWithoutAKeyExitsOneNamingTheVariable() throws {
        let result = try tern(["movies", "--print", "--movies-provider", "tmdb"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "tern: TMDB needs an API key — set TMDB_API_KEY or tmdb_api_key in config.toml, "
                + "or use --movies-provider sample\n")
    }

    @Test func theSectionListsOpensFiltersEndsAndTabs() throws {
        let server = try FixtureServerProcess(routes: Self.routes, fixtureDirectory: Self.fixtures)
        let session = try TmuxSession(
            arguments: ["movies", "--movies-provider", "tmdb", "--tmdb-url", server.baseURL.absoluteString],
            width: 120, height: 30, environment: TernEnvironment.isolated(["TMDB_API_KEY": "e2e-tmdb"]))
        try session.waitFor("The Matrix (1999)")
        try session.send("Enter")
        try session.waitFor("2 h 16 min")
        try session.send("m")
        try session.waitFor("TMDB id")
        try session.send("Escape")
        try session.waitForAbsence(of: "TMDB id")
        try session.send("Escape")
        try session.waitForAbsence(of: "Esc/← back")
        try session.send("/")
        try session.waitFor("filter by title")
        try session.send("-l", "spirited")
        try session.waitFor("match")
        try session.send("Escape")
        try session.waitForAbsence(of: "match")
        try session.send("End")
        try session.waitFor("10000/10000")
        try session.send("Tab")
        try session.waitFor("[Users]")
        try session.send("Tab")
        try session.waitFor("[Weather]")
        try session.send("Tab")
        try session.waitFor("[Movies]")
        server.stop()
    }

    @Test func theSampleSectionShowsTheWholeListAndIsRememberedAsTheLastSection() throws {
        let environment = TernEnvironment.isolated()
        let session = try TmuxSession(arguments: ["movies"], width: 100, height: 30, environment: environment)
        try session.waitFor("Interstellar (2014)")
        try session.send("End")
        try session.waitFor("116/116")
        try session.send("q")
        _ = try session.waitForExit()
        let again = try TmuxSession(arguments: [], width: 100, height: 30, environment: environment)
        try again.waitFor("Interstellar (2014)")
    }
}
