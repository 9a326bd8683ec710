import Foundation
import Testing

/// tern against servers that misbehave on purpose, over the loopback fixture server: escape
/// sequences in the data, a 50 MB body, no answer at all, a connection cut mid-body. Each ends in
/// a message on screen with tern still running and still answering keys.
@Suite(.serialized) struct HostileServerEndToEndTests {
    /// A DummyAPI page whose first user's name tries to set the terminal title and clear the
    /// screen; the full record carries the same in more fields.
    private static let escapingRoutes = #"""
        {"routes": [
          {"path": "/data/v1/user", "delayMilliseconds": 400, "body": "{\"data\": [{\"id\": \"60d0fe4f5311236168a1aaaa\", \"title\": \"mr\", \"firstName\": \"Eve\\u001b]0;owned\\u0007\", \"lastName\": \"\\u001b[2JMallory\"}, {\"id\": \"60d0fe4f5311236168a109ca\", \"title\": \"ms\", \"firstName\": \"Sara\", \"lastName\": \"Andersen\"}], \"total\": 2, \"page\": 0, \"limit\": 20}"},
          {"path": "/data/v1/user/*", "body": "{\"id\": \"60d0fe4f5311236168a1aaaa\", \"title\": \"mr\", \"firstName\": \"Eve\\u001b]0;owned\\u0007\", \"lastName\": \"\\u001b[2JMallory\", \"email\": \"eve\\u001b]2;owned\\u0007@example.com\", \"phone\": \"\\u009b2J555\", \"location\": {\"city\": \"\\u001b[5mBlink\", \"country\": \"\\u001bcReset\"}}"}
        ]}
        """#

    private func dummyAPISession(_ server: FixtureServerProcess, extra: [String] = [], width: Int = 100) throws
        -> TmuxSession
    {
        try TmuxSession(
            arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", server.baseURL.absoluteString]
                + extra,
            width: width, height: 30, environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
    }

    /// tern is still running and quits on `q` with the terminal restored.
    private func expectAliveAndQuit(_ session: TmuxSession) throws {
        #expect(!(try session.screen().contains(TmuxSession.exitMarker)))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        try session.expectTerminalRestored()
    }

    @Test func escapeSequencesInNamesShowAsHarmlessText() throws {
        let server = try FixtureServerProcess(routes: Self.escapingRoutes)
        let session = try dummyAPISession(server)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString).out")
        try session.recordOutput(to: output.path)
        let title = try session.display("#{pane_title}")
        let list = try session.waitFor("Mallory")
        #expect(list.contains("]0;owned"), "the name shows as text")
        #expect(list.hasPrefix(TmuxSession.usersSectionTitle), "the screen was not cleared under tern")
        try session.send("Enter")
        try session.waitFor("eve�]2;owned�@example.com")
        try session.send("m")
        let sheet = try session.waitFor("Blink")
        #expect(sheet.contains("Reset"))
        #expect(try session.display("#{pane_title}") == title, "the pane title is unchanged")
        try session.stopRecording()
        let written = try String(contentsOf: output, encoding: .utf8)
        for hostile in [
            "\u{1b}]0;owned", "\u{1b}]2;owned", "\u{1b}[2JMallory", "\u{1b}[5mBlink", "\u{1b}cReset", "\u{9b}2J",
        ] {
            #expect(!written.contains(hostile), "tern wrote \(hostile.debugDescription) to the terminal")
        }
        try expectAliveAndQuit(session)
        server.stop()
    }

    /// The real OpenWeatherMap samples with a city name that sets the title and a description that
    /// clears the screen: the title bar and the forecast show them as text.
    @Test func escapeSequencesInAForecastShowAsHarmlessText() throws {
        let directory = try FixtureServerProcess.hostileWeatherSamples(
            name: #"Lon\u001b]0;owned\u0007don"#, description: #"\u001b[2Jbroken"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FixtureServerProcess(
            routes: #"""
                {"routes": [
                  {"path": "/data/2.5/forecast", "file": "owm-forecast-london.json", "delayMilliseconds": 400},
                  {"path": "/data/2.5/weather", "file": "owm-current.json", "delayMilliseconds": 400}
                ]}
                """#, fixtureDirectory: directory)
        let session = try TmuxSession(
            arguments: [
                "weather", "London", "--weather-provider", "openweathermap", "--openweathermap-url",
                server.baseURL.absoluteString, "--detail",
            ],
            width: 120, height: 40, environment: TernEnvironment.isolated(["OPENWEATHER_API_KEY": "e2e-key"]))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tern-e2e-\(UUID().uuidString).out")
        try session.recordOutput(to: output.path)
        let title = try session.display("#{pane_title}")
        let screen = try session.waitFor("Temperature (°C)")
        #expect(screen.contains("Lon�]0;owned�don"))
        #expect(screen.hasPrefix(TmuxSession.weatherSectionTitle))
        #expect(try session.display("#{pane_title}") == title, "the pane title is unchanged")
        try session.stopRecording()
        let written = try String(contentsOf: output, encoding: .utf8)
        for hostile in ["\u{1b}]0;owned", "\u{1b}[2Jbroken"] {
            #expect(!written.contains(hostile), "tern wrote \(hostile.debugDescription) to the terminal")
        }
        try expectAliveAndQuit(session)
        server.stop()
    }

    @Test func aFiftyMegabyteBodyIsRefusedWithAMessage() throws {
        let server = try FixtureServerProcess(
            routes: #"{"routes": [{"path": "/data/v1/user", "behaviour": "huge-body", "bytes": 50000000}]}"#)
        let session = try dummyAPISession(server)
        let screen = try session.waitFor("sent more than 10 MB")
        #expect(!screen.contains("r to retry"), "retrying cannot help; the status bar still offers r")
        #expect(screen.contains("r reload"))
        try expectAliveAndQuit(session)
        server.stop()
    }

    @Test func aChunkedFiftyMegabyteBodyIsRefusedWithAMessage() throws {
        let server = try FixtureServerProcess(
            routes: #"{"routes": [{"path": "/data/v1/user", "behaviour": "huge-chunked-body", "bytes": 50000000}]}"#)
        let session = try dummyAPISession(server)
        let screen = try session.waitFor("sent more than 10 MB", timeout: 20)
        #expect(!screen.contains("r to retry"), "retrying cannot help; the status bar still offers r")
        #expect(screen.contains("r reload"))
        try expectAliveAndQuit(session)
        server.stop()
    }

    /// The list loads; every full record hangs. With the detail pane open, ↓ still moves the
    /// selection while the record loads, and the request ends in the timeout message.
    @Test func aServerThatNeverAnswersTimesOutAndKeysStillWork() throws {
        let server = try FixtureServerProcess(
            routes: #"""
                {"routes": [
                  {"path": "/data/v1/user", "file": "dummyapi-user-list.json"},
                  {"path": "/data/v1/user/*", "behaviour": "never-answer"}
                ]}
                """#)
        let session = try dummyAPISession(server, extra: ["--timeout", "4"], width: 120)
        try session.waitForSelection("Sara Andersen")
        try session.send("Enter")
        try session.waitFor("m more info")
        try session.send("Down", "Down")
        let moved = try session.waitForSelection("Adina Barbosa")
        #expect(!(try session.screen().contains("No answer within")), "the keys were handled while waiting")
        let screen = try session.waitFor("No answer within 4 s", timeout: 15)
        #expect(screen.contains("Adina Barbosa"))
        try session.send("Up")
        try session.waitForSelection(toLeave: moved)
        try expectAliveAndQuit(session)
        server.stop()
    }

    @Test func aConnectionResetMidBodyIsAnError() throws {
        let server = try FixtureServerProcess(
            routes: #"""
                {"routes": [{"path": "/data/v1/user", "file": "dummyapi-user-list.json", "behaviour": "close-mid-body", "afterBytes": 300}]}
                """#)
        let session = try dummyAPISession(server)
        let screen = try session.waitFor("r to retry")
        #expect(!screen.contains("Sara Andersen"))
        try session.send("r")
        try session.waitFor("r to retry")
        try expectAliveAndQuit(session)
        server.stop()
    }
}
