import Glibc
import Testing

/// Every way out of tern leaves the terminal usable: off the alternate screen, cursor visible,
/// termios sane, and the documented exit code.
@Suite(.serialized) struct LifecycleEndToEndTests {
    @Test func qQuitsWithZero() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        try session.expectTerminalRestored()
    }

    @Test func controlCQuitsWith130() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        try session.send("C-c")
        #expect(try session.waitForExit() == 130)
        try session.expectTerminalRestored()
    }

    /// The interactive signals and every other one whose default action would kill tern mid-frame.
    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU])
    func signalsEndCursesCleanlyWith128PlusTheSignal(signal: Int32) throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let pid = try #require(try session.ternProcessID())
        kill(pid, signal)
        #expect(try session.waitForExit() == 128 + signal)
        try session.expectTerminalRestored()
    }

    @Test func aCrashStillRestoresTheTerminalAndDoesNotWaitForAKey() throws {
        let session = try TmuxSession.onSampleData()
        try session.waitFor(TmuxSession.sampleUsersTitle)
        let pid = try #require(try session.ternProcessID())
        kill(pid, SIGSEGV)
        let status = try session.waitForExit(timeout: 20)
        #expect(status == 128 + SIGSEGV)
        try session.expectTerminalRestored()
    }

    @Test func noTerminalIsRefusedWithExitCode2() throws {
        let result = try SpawnedProcess.run([TernBinary.path], environment: TernEnvironment.isolated())
        #expect(result.status == 2)
        #expect(result.standardError.contains("tern: needs an interactive terminal"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func unknownTermIsNamedAndExitsWith2() throws {
        let session = try TmuxSession.onSampleData(environment: ["TERM": "no-such-terminal"])
        #expect(try session.waitForExit() == 2)
        #expect(try session.screen().contains("unknown terminal type 'no-such-terminal'"))
    }
}
