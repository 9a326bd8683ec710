import Foundation
import Glibc
import Testing

/// What the installed binary does with hostile surroundings: signals that report failed writes, a
/// terminal that cannot address the cursor, a config file with mistakes, and logs that cannot be
/// written. (Signals that end tern: `LifecycleEndToEndTests`.)
@Suite(.serialized) struct RobustnessEndToEndTests {
    /// A fresh folder under the temporary directory; the caller removes it.
    private static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// SIGPIPE and SIGXFSZ only report failed writes: tern keeps running and still answers keys.
    @Test(arguments: [SIGPIPE, SIGXFSZ])
    func writeFailureSignalsAreIgnored(signal: Int32) throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let pid = try #require(try session.ternProcessID())
        kill(pid, signal)
        try session.send("Tab")
        try session.waitFor("[Weather]")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        try session.expectTerminalRestored()
    }

    @Test func aTerminalWithoutCursorAddressingIsRefusedWithExitCode2() throws {
        let session = try TmuxSession.onSampleData(environment: ["TERM": "dumb"])
        #expect(try session.waitForExit() == 2)
        let screen = try session.screen()
        #expect(screen.contains("'dumb' (TERM) cannot move the cursor"))
        #expect(!screen.contains("tern ·"))
    }

    /// The good lines of a config file apply; each bad one shows on screen until a key is pressed
    /// and stays in `?` help with the log path.
    @Test func configProblemsShowUntilAKeyAndStayInHelp() throws {
        var environment = TernEnvironment.isolated()
        let folder = try #require(environment["XDG_CONFIG_HOME"]).appending("/tern")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("default_city = \"Oslo\"\ncolour = \"blue\"\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/config.toml"))
        environment["TERM"] = "xterm-256color"
        let session = try TmuxSession(
            arguments: ["weather", "--users-provider", "sample", "--weather-provider", "sample"],
            environment: environment)
        try session.waitFor("config.toml:2: unknown key")
        try session.waitFor("colour; line ignored")
        try session.waitFor("Search: Oslo")
        try session.send("x")
        try session.waitForAbsence(of: "line ignored")
        try session.send("?")
        try session.waitFor("Everywhere")
        try session.send("G")
        try session.waitFor("line ignored")
        try session.waitFor("tern.log")
        try session.send("?")
        try session.waitForAbsence(of: "line ignored")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// A log that is a device, a FIFO nobody reads, or in a missing folder: tern starts at once,
    /// says so on screen, and quits normally.
    @Test(arguments: ["/dev/full", "fifo", "missing/tern.log"])
    func anUnusableLogIsRefusedOnScreenWithoutBlocking(log: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = log.hasPrefix("/") ? log : folder.appendingPathComponent(log).path
        if log == "fifo" { try #require(mkfifo(path, 0o600) == 0) }
        let session = try TmuxSession.onSampleData(["--log-file", path])
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.waitFor("logging is off")
        try session.hideNoticeThenQuit(banner: "logging is off")
    }

    /// The log's file system "fills" mid-session (a file-size limit at the log's current size, set on
    /// the running tern with prlimit): reloads keep working, the failure is said once on screen, and
    /// tern quits normally with the terminal restored.
    @Test func aLogThatFillsDuringUseIsReportedOnceAndNeverFatal() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("tern.log").path
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        let url = server.baseURL.absoluteString
        let session = try TmuxSession(
            arguments: [
                "weather", "Paris", "--weather-provider", "open-meteo", "--open-meteo-url", url,
                "--open-meteo-geocoding-url", url, "--log-file", log,
            ],
            environment: TernEnvironment.isolated())
        try session.waitFor("Paris, Île-de-France")  // the forecast has arrived: no request under way
        let pid = try #require(try session.ternProcessID())
        let size = try #require(try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int)
        let limit = try SpawnedProcess.run(["prlimit", "--pid", "\(pid)", "--fsize=\(size)"])
        try #require(limit.status == 0, "\(limit.standardError)")
        // tern may have logged more between reading the size and the limit taking effect; from then
        // on every write lands past the limit and fails, so the file keeps its size at this point.
        let sizeAtLimit = try #require(try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int)
        try session.send("r")
        try session.waitFor("cannot write the log")
        try session.waitUntil("the reason, File too large") {
            $0.replacingOccurrences(of: "\n   ", with: " ").contains("(File too large); log lines are being dropped")
        }
        try session.hideNoticeThenQuit(banner: "being dropped")
        #expect(try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int == sizeAtLimit)
        server.stop()
    }
}
