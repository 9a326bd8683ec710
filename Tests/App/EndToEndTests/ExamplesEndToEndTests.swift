import Foundation
import Testing

/// Issue 26, item 8: every example README.md and the man page give runs and exits as documented —
/// a report prints and exits 0, a full-screen example opens and `q` ends it with 0 — against the
/// loopback fixture server standing in for every provider (the real samples), never the internet.
@Suite(.serialized) struct ExamplesEndToEndTests {
    /// The command lines of README.md's `sh` blocks that run tern, comments dropped.
    private static func readmeExamples() throws -> [String] {
        let readme = try String(
            contentsOfFile: BuiltBinary.path(variable: "TERN_README", relativePath: "README.md"), encoding: .utf8)
        var examples: [String] = []
        var inBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock = line == "```sh"
                continue
            }
            guard inBlock else { continue }
            let command = String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(
                in: .whitespaces)
            if shellWords(command).contains(where: { $0 == "tern" }) { examples.append(command) }
        }
        return examples
    }

    /// `line` split as sh splits words: spaces separate, quotes group, a pipe is a word of its own.
    private static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Runs `example` with every provider at `server` and its keys set to test values; a report
    /// (or a pipeline) in bash with pipefail, a full-screen example in tmux, quit with `q`.
    private func run(_ example: String, server: FixtureServerProcess) throws {
        let url = server.baseURL.absoluteString
        var environment = TernEnvironment.isolated([
            "TERN_OPEN_METEO_URL": url, "TERN_OPEN_METEO_GEOCODING_URL": url, "TERN_OPENWEATHERMAP_URL": url,
            "TERN_DUMMYAPI_URL": url, "TERN_TMDB_URL": url,
        ])
        var words = Self.shellWords(example.replacingOccurrences(of: "http://127.0.0.1:8080", with: url))
        while let first = words.first, let equals = first.firstIndex(of: "="), first != "tern" {
            // `DUMMYAPI_APP_ID=… tern users`: a test key for the variable.
            environment[String(first[..<equals])] = "e2e-key"
            words.removeFirst()
        }
        let isReport = words.contains {
            ["--print", "--json", "--jsonl", "--format", "--help", "--version"].contains($0)
        }
        if isReport || words.contains("|") {
            let command = example.replacingOccurrences(of: "http://127.0.0.1:8080", with: url)
                .replacingOccurrences(of: "…", with: "e2e-key")
            let script = "set -o pipefail; tern() { '\(TernBinary.path)' \"$@\"; }; " + command
            let result = try SpawnedProcess.run(["bash", "-c", script], environment: environment)
            #expect(result.status == 0, "\(example): \(result.standardError)")
            #expect(!result.standardOutput.isEmpty, "\(example) printed nothing")
            return
        }
        #expect(words.first == "tern", "\(example)")
        let session = try TmuxSession(
            arguments: Array(words.dropFirst()), width: 100, height: 30, environment: environment)
        defer { session.close() }
        try session.waitFor("tern")
        try session.send("q")
        #expect(try session.waitForExit() == 0, "\(example)")
    }

    @Test func everyReadmeExampleRunsAsDocumented() throws {
        let examples = try Self.readmeExamples()
        #expect(examples.count >= 10)
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        defer { server.stop() }
        for example in examples { try run(example, server: server) }
    }

    @Test func everyManPageExampleRunsAsDocumented() throws {
        let examples = ManualPageFile.examples(of: try ManualPageFile.generate())
        #expect(examples.count >= 10)
        #expect(examples.contains("tern weather London --format '%l: %c %t'"))
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        defer { server.stop() }
        for example in examples { try run(example, server: server) }
    }
}
