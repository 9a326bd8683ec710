import Foundation
import Testing

/// Issue 26, item 6: the completion scripts the release installs complete paths for `--log-file`,
/// the values of every enumerated option, and, for `users --open`, the ids tern has without the
/// network — asked of the built binary as the shells ask it.
@Suite struct CompletionEndToEndTests {
    private func script(_ shell: String) throws -> String {
        let result = try SpawnedProcess.run([TernBinary.path, "--generate-completion-script", shell])
        #expect(result.status == 0)
        return result.standardOutput
    }

    @Test func pathsAndEnumeratedValuesAreCompleted() throws {
        let bash = try script("bash")
        let logFile = try #require(bash.components(separatedBy: "'--log-file')").dropFirst().first)
        #expect(logFile.prefix(200).contains("__tern_add_completions -f"))
        #expect(bash.contains(#"-W 'metric'$'\n''imperial'"#))
        #expect(bash.contains(#"-W 'sample'$'\n''openweathermap'$'\n''open-meteo'"#))
        #expect(bash.contains(#"-W 'sample'$'\n''tmdb'"#))
        let fish = try script("fish")
        let fishLogFile = try #require(fish.split(separator: "\n").first { $0.contains("-l 'log-file'") })
        #expect(fishLogFile.hasSuffix("-rF"))
        let zsh = try script("zsh")
        #expect(zsh.contains("--log-file[") && zsh.contains(":_files"))
    }

    /// The ids `--open` is offered: the sample's people, and with DummyAPI the cached pages' ids —
    /// none before a page was loaded, the page's after `users --json` loaded it through the cache.
    @Test func openCompletesTheIdsTernHas() throws {
        // As bash asks: the option, the word's index and the cursor's, then the words typed.
        let ask = [TernBinary.path, "---completion", "users", "--", "--open", "3", "0", "tern", "users", "--open", ""]
        let sample = try SpawnedProcess.run(ask, environment: TernEnvironment.isolated())
        #expect(sample.status == 0)
        let sampleIDs = sample.standardOutput.split(separator: "\n")
        #expect(sampleIDs.count == 107 && sampleIDs.first == "sample-0001")

        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        defer { server.stop() }
        let environment = TernEnvironment.isolated([
            "DUMMYAPI_APP_ID": "e2e-app-id", "TERN_DUMMYAPI_URL": server.baseURL.absoluteString,
        ])
        #expect(try SpawnedProcess.run(ask, environment: environment).standardOutput == "")
        let loaded = try SpawnedProcess.run(
            [TernBinary.path, "users", "--jsonl", "--fields", "id"], environment: environment)
        #expect(loaded.status == 0)
        let ids = try SpawnedProcess.run(ask, environment: environment).standardOutput.split(separator: "\n")
        #expect(!ids.isEmpty)
        #expect(ids.map { #"{"id":"\#($0)"}"# }.joined(separator: "\n") + "\n" == loaded.standardOutput)
    }
}
