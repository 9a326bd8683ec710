import Foundation
import Testing

/// What a start loads: libcurl only once a request needs it (decision 2042), so a run on the
/// bundled samples never pays for it and its dependencies.
@Suite(.serialized) struct StartupEndToEndTests {
    /// What is mapped into `pid`: `/proc/PID/maps`, read whole by `cat` (Foundation reads a file
    /// whose size says 0 only a page deep).
    private func mappedLibraries(of pid: pid_t) throws -> String {
        try SpawnedProcess.run(["/bin/cat", "/proc/\(pid)/maps"]).standardOutput
    }

    @Test func aRunOnTheSamplesNeverLoadsLibcurl() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("Tab")  // Weather and Movies on their samples too
        try session.waitFor("[Weather]")
        let pid = try #require(try session.ternProcessID())
        #expect(!(try mappedLibraries(of: pid)).contains("libcurl"))
    }

    @Test func theFirstRequestLoadsLibcurl() throws {
        let server = try FixtureServerProcess(directory: FixtureServerProcess.apiSamplesDirectory)
        let session = try TmuxSession(
            arguments: server.openMeteoArguments(city: "Paris") + ["--more"], width: 100, height: 30,
            environment: TernEnvironment.isolated())
        try session.waitFor("More info — Paris")  // the forecast came
        let pid = try #require(try session.ternProcessID())
        #expect(try mappedLibraries(of: pid).contains("/libcurl.so"))
        server.stop()
    }

    /// Each section draws its first frame and quits with 0 without any locale (`LANG` and `LC_*`
    /// empty, which POSIX reads as unset): a tern that crashes there fails here with its exit
    /// status at once rather than as every later test's time-out — as the one built incrementally
    /// against a stale `TextLocale` layout did (decision 2260).
    @Test(arguments: [["users"], ["weather", "Paris"], ["movies"]])
    func everySectionDrawsItsFirstFrameWithoutALocale(arguments: [String]) async throws {
        let (frame, status) = try await offThePool { () -> (String, Int32?) in
            let session = try TmuxSession.onSampleData(
                arguments, environment: ["LANG": "", "LC_ALL": "", "LC_TIME": "", "LC_NUMERIC": "", "LC_CTYPE": ""])
            let frame = try session.waitUntil("the first frame or tern's exit") {
                $0.contains(TmuxSession.exitMarker) || $0.contains("q quit")
            }
            if frame.contains(TmuxSession.exitMarker) { return (frame, nil) }
            try session.send("q")
            return (frame, try session.waitForExit())
        }
        #expect(!frame.contains(TmuxSession.exitMarker), "tern \(arguments) ended at its first frame:\n\(frame)")
        #expect(status == 0)
    }
}
