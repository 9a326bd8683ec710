import Glibc
import Testing

/// Signals that end tern in the middle of something — a request the server never answers, the
/// more-info sheet open — still leave the terminal usable: normal screen, cursor, sane termios.
/// (`LifecycleEndToEndTests` covers the same signals on an idle list.)
@Suite(.serialized) struct TerminalFaultEndToEndTests {
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case requestInFlight, sheetOpen
        var testDescription: String { rawValue }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT], Situation.allCases)
    func aSignalRestoresTheTerminal(signal: Int32, situation: Situation) throws {
        var server: FixtureServerProcess?
        let session: TmuxSession
        switch situation {
        case .requestInFlight:
            let silent = try FixtureServerProcess(
                routes: #"{"routes": [{"path": "/data/v1/user", "behaviour": "never-answer"}]}"#)
            server = silent
            session = try TmuxSession(
                arguments: ["users", "--users-provider", "dummyapi", "--dummyapi-url", silent.baseURL.absoluteString],
                environment: TernEnvironment.isolated(["DUMMYAPI_APP_ID": "e2e-app-id"]))
            try session.waitFor("Loading users")
        case .sheetOpen:
            session = try TmuxSession.onSampleData()
            try session.waitFor(TmuxSession.sampleUsersTitle)
            try session.send("m")
            try session.waitFor("Registered")
        }
        let pid = try #require(try session.ternProcessID())
        kill(pid, signal)
        #expect(try session.waitForExit() == 128 + signal)
        try session.expectTerminalRestored()
        server?.stop()
    }
}
