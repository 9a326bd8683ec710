import Foundation
import Testing

/// Your own keys (issue 27 item 3), on the built binary: a `[keys]` remap in config.toml moves the
/// selection and shows in `?` and the status bar; a bad line is warned about on screen; `tern
/// keys` prints the table as bound; the man page's KEYS section is that table by default.
@Suite(.serialized) struct KeysEndToEndTests {
    /// An isolated environment whose config.toml is `config`.
    private static func environment(config: String) throws -> [String: String] {
        let environment = TernEnvironment.isolated()
        let folder = try #require(environment["XDG_CONFIG_HOME"]).appending("/tern")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/config.toml"))
        return environment
    }

    /// `down = ["n"]`: n moves the selection, j no longer does, the status bar says "n down" and
    /// `?` lists n for moving down.
    @Test func aRemappedDownMovesWithNAndShowsInTheStatusBarAndHelp() throws {
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "sample", "--weather-provider", "sample"],
            environment: try Self.environment(config: "[keys]\ndown = [\"n\"]\n"))
        defer { session.close() }
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let first = try #require(try session.selection())
        try session.send("n")
        let second = try session.waitForSelection(toLeave: first)
        #expect(second.line == first.line + 1)
        try session.send("j")
        try session.send("n")
        let third = try session.waitForSelection(toLeave: second)
        #expect(third.line == first.line + 2, "j does not move: n took down's place")
        let statusBar = try #require(try session.screen().split(separator: "\n").last)
        #expect(statusBar.contains("n down"))
        try session.send("?")
        try session.waitUntil("? to list n for moving down") { screen in
            screen.split(separator: "\n").contains { $0.contains(" n ") && $0.contains("Move the selection down") }
        }
        #expect(try !session.screen().contains("↓/j"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// A bad key name and an unknown action each cost their line, with a warning that names it in
    /// the notice banner; the good line still applies.
    @Test func aBadKeysLineIsWarnedAboutOnScreen() throws {
        let session = try TmuxSession(
            arguments: ["users", "--users-provider", "sample", "--weather-provider", "sample"], width: 200,
            environment: try Self.environment(
                config: "[keys]\ndown = [\"Dwn\"]\nfly = \"f\"\nup = \"p\"\n"))
        defer { session.close() }
        try session.waitFor("config.toml:2: keys.down: unknown key name \"Dwn\"; line ignored")
        try session.waitFor("config.toml:3: keys.fly: no action is called fly; line ignored")
        try session.send("x")
        try session.waitForAbsence(of: "line ignored")
        let first = try #require(try session.selection())
        try session.send("j")
        let second = try session.waitForSelection(toLeave: first)
        try session.send("p")
        try session.waitForSelection(toLeave: second)
        #expect(try session.selection() == first)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// `tern keys` prints the table as bound, warnings on standard error; `--defaults` as shipped.
    @Test func ternKeysPrintsTheTableAsBound() throws {
        let environment = try Self.environment(config: "[keys]\ndown = [\"n\", \"Ctrl-N\"]\nup = [\"n\"]\n")
        let bound = try SpawnedProcess.run([TernBinary.path, "keys"], environment: environment)
        #expect(bound.status == 0)
        let lines = bound.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  n Ctrl-N ") && $0.contains("Move the selection down") })
        #expect(bound.standardError.contains("config.toml:3: keys.up: n is bound to down on line 2; line ignored"))
        let defaults = try SpawnedProcess.run([TernBinary.path, "keys", "--defaults"], environment: environment)
        #expect(defaults.standardOutput.split(separator: "\n").contains { $0.hasPrefix("  ↓ j ") })
        #expect(defaults.standardError.isEmpty)
    }

    /// The man page's KEYS section: tern-manual with `tern keys --defaults`, as `make release` runs it.
    @Test func theManPageHasTheDefaultKeys() throws {
        let lines = try ManualPageFile.generate().split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: ".SH KEYS"))
        #expect(lines[start...].contains(".SS Everywhere"))
        // ↓ as roff writes it: \[u2193].
        #expect(lines[start...].contains("\\fB\\[u2193] j\\fR (down)"))
        #expect(lines[start...].contains(".SS Users"))
    }
}
