import Foundation
import NetworkingTestSupport
import Testing

/// Issue 26, items 6 and 7 on the command line, run as a person runs the built binary: usage errors
/// say "tern:", suggest the subcommand or option meant and show the usage of the command concerned
/// (exit 2); `--version` names the version, commit and build day; requests name the version.
@Suite(.serialized) struct CommandLineEndToEndTests {
    private func tern(_ arguments: [String]) throws -> SpawnedProcess.Result {
        try SpawnedProcess.run([TernBinary.path] + arguments, environment: TernEnvironment.isolated())
    }

    @Test(arguments: [
        (["wether"], "tern: 'wether' is not a tern command. Did you mean 'weather'?"),
        (
            ["--jsno"],
            "tern: Unknown option '--jsno'. Did you mean 'tern users --json', 'tern weather --json' or "
                + "'tern movies --json'?"
        ),
        (["weather", "--jsno"], "tern: Unknown option '--jsno'. Did you mean '--json'?"),
        (["--jsno", "users"], "tern: Unknown option '--jsno'. Did you mean '--json'?"),
    ])
    func aMistypedWordGetsADidYouMeanAtEveryLevel(arguments: [String], firstLine: String) throws {
        let result = try tern(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(!result.standardError.contains("Error:"))
    }

    @Test func aUsageErrorShowsTheUsageOfTheCommandItConcerns() throws {
        let result = try tern(["weather", "--units", "kelvin"])
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("tern: The value 'kelvin' is invalid for '--units <UNITS>'.") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("Usage: tern weather ") == true, "\(lines)")
        #expect(lines.last == "  See 'tern weather --help' for more information.")
        #expect(!result.standardError.contains("tern users"))
    }

    /// Whichever way the binary was built: `make` writes a commit of this repository and a day no
    /// later than today; a plain `swift build` says it knows neither.
    @Test func versionNamesTheVersionTheCommitAndTheBuildDay() throws {
        let result = try tern(["--version"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst() == ["City data: GeoNames (geonames.org), CC BY 4.0; Unicode CLDR, Unicode licence"])
        let line = try #require(lines.first)
        let match = try #require(
            line.wholeMatch(
                of:
                    /tern (\d+\.\d+\.\d+) \(commit ([0-9a-f]{12})?(?:-dirty)?(unknown)?, (?:built (\d{4}-\d{2}-\d{2})|build date unknown)\)/
            ),
            "\(line)")
        #expect(!line.contains("unknown version"))
        if let commit = match.output.2 {
            let known = try SpawnedProcess.run([
                "git", "-C", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path, "cat-file", "-e",
                "\(commit)^{commit}",
            ])
            #expect(known.status == 0, "\(commit) is no commit of this repository")
        }
        if let day = match.output.4 {
            let today = Date().formatted(.iso8601.year().month().day())
            #expect(String(day) <= today)
        }
    }

    /// The DummyAPI provider against a loopback server that records what arrives: every request
    /// says it is tern, of the version `--version` prints.
    @Test func everyRequestNamesTernAndItsVersion() async throws {
        let routes = try FixtureRouteFile.apiSamples.routes(fixtureDirectory: FixtureServerProcess.apiSamplesDirectory)
        let server = try await FixtureServer.start(routes: routes)
        let arguments = [
            TernBinary.path, "users", "--json", "--limit", "3", "--users-provider", "dummyapi", "--dummyapi-url",
            server.baseURL.absoluteString,
        ]
        let environment = TernEnvironment.isolated(["DUMMYAPI_APP_ID": "0123456789abcdef01234567"])
        // Off the test pool: the server in this process answers while tern runs.
        let result = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try SpawnedProcess.run(arguments, environment: environment) })
            }
        }
        let version = try tern(["--version"]).standardOutput.split(separator: " ").dropFirst().first.map(String.init)
        let requests = await server.requests
        await server.stop()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!requests.isEmpty)
        #expect(requests.allSatisfy { $0.headers["user-agent"] == "tern/\(version ?? "?")" }, "\(requests)")
    }
}
