import Foundation
import Glibc
import Testing

@testable import AppRuntime

/// `TerminalSession` and its signal handlers, in-process: deferred signals and SIGWINCH are raised
/// on the test's own thread, and the wake pipe is read to see what the handlers wrote.
///
/// Serialized: a session installs process-wide handlers and sends stderr to its log.
/// How often the stand-in for curses' own SIGWINCH handler ran.
nonisolated(unsafe) private var cursesWindowChanges: sig_atomic_t = 0

@Suite(.serialized) struct TerminalSessionTests {
    /// A pipe for the main loop's wake byte; `read` blocks until a handler has written.
    private final class WakePipe {
        let readEnd: Int32
        let writeEnd: Int32

        init() {
            var descriptors: [Int32] = [-1, -1]
            precondition(pipe(&descriptors) == 0)
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
        }

        deinit {
            close(readEnd)
            close(writeEnd)
        }

        func readByte() -> UInt8? {
            var byte: UInt8 = 0
            return read(readEnd, &byte, 1) == 1 ? byte : nil
        }

        /// Everything waiting in the pipe, without blocking.
        func drain() -> [UInt8] {
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) == 1 { bytes.append(byte) }
            return bytes
        }
    }

    private func temporaryLogPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tern-session-\(UUID().uuidString).log").path
    }

    private func currentHandler(for signal: Int32) -> Int {
        var action = sigaction()
        _ = sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func deferredSignalsAreRecordedAndWakeTheLoopUntilEnd() {
        let wake = WakePipe()
        let handlerBefore = currentHandler(for: SIGTERM)
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: temporaryLogPath())
        defer { session.end() }
        #expect(session.takePendingSignal() == nil)
        for signal in TerminalSession.deferredSignals {
            raise(signal)
            #expect(wake.readByte() == UInt8(signal))
            #expect(session.takePendingSignal() == signal)
            #expect(session.takePendingSignal() == nil)
        }
        session.end()
        #expect(currentHandler(for: SIGTERM) == handlerBefore)
        session.end()
        #expect(currentHandler(for: SIGTERM) == handlerBefore)
    }

    @Test func windowChangesWakeTheLoopOnceTheTerminalHasStarted() {
        let wake = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: temporaryLogPath())
        defer { session.end() }
        raise(SIGWINCH)
        #expect(wake.drain().isEmpty)
        session.terminalStarted(resetSequence: "<rmcup>")
        raise(SIGWINCH)
        #expect(wake.readByte() == 0)
        #expect(session.takePendingSignal() == nil)
    }

    @Test func windowChangesNeverReachTheHandlerCursesInstalled() {
        let wake = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: temporaryLogPath())
        defer { session.end() }
        var curses = sigaction()
        curses.__sigaction_handler.sa_handler = { _ in cursesWindowChanges += 1 }
        sigemptyset(&curses.sa_mask)
        _ = sigaction(SIGWINCH, &curses, nil)  // as newterm installs its own
        cursesWindowChanges = 0
        session.terminalStarted(resetSequence: "<rmcup>")
        raise(SIGWINCH)
        #expect(wake.readByte() == 0)
        #expect(cursesWindowChanges == 0, "ncurses would resize by itself, in the middle of a frame")
    }

    @Test func standardErrorGoesToTheLogWhileTheSessionRuns() throws {
        var before = stat()
        fstat(STDERR_FILENO, &before)
        let logPath = temporaryLogPath()
        defer { unlink(logPath) }
        let wake = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: logPath)
        #expect(session.logPath == logPath)
        TerminalSession.writeToStandardError("a line for the log\n")
        let interactive = TerminalSession.checkInteractive(appName: "tern")
        session.end()
        var after = stat()
        fstat(STDERR_FILENO, &after)
        #expect(after.st_ino == before.st_ino && after.st_dev == before.st_dev)
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log.hasPrefix("a line for the log\n"))
        #expect(interactive == (isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1))
        #expect(log.contains(TerminalSession.notInteractiveMessage(appName: "tern")) == !interactive)
    }

    @Test func restoringWritesTheResetSequenceOnceAndOnlyWhileActive() {
        let wake = WakePipe()
        let terminal = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: temporaryLogPath())
        session.terminalStarted(resetSequence: "<rmcup>")
        let state = SignalState.shared
        state.pointee.terminalDescriptor = terminal.writeEnd
        defer { state.pointee.terminalDescriptor = STDOUT_FILENO }
        restoreTerminalAtExit()
        restoreTerminalAtExit()
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == TerminalSession.defaultResetSequence + "<rmcup>")
        #expect(state.pointee.isActive == 0)
        session.end()
    }

    @Test func anEndedSessionNoLongerRestores() {
        let wake = WakePipe()
        let terminal = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: temporaryLogPath())
        session.end()
        let state = SignalState.shared
        state.pointee.terminalDescriptor = terminal.writeEnd
        defer { state.pointee.terminalDescriptor = STDOUT_FILENO }
        SignalState.restoreTerminal()
        #expect(terminal.drain().isEmpty)
    }

    /// A log that is a FIFO nobody reads (or missing: logging off) must not block the start, and
    /// stderr must still leave the terminal: it goes to /dev/null.
    @Test(arguments: [true, false])
    func standardErrorGoesToDevNullWhenTheLogIsAFIFOOrOff(isFIFO: Bool) throws {
        let fifo = temporaryLogPath()
        defer { unlink(fifo) }
        try #require(mkfifo(fifo, 0o600) == 0)
        var null = stat()
        stat("/dev/null", &null)
        let wake = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: isFIFO ? fifo : nil)
        var during = stat()
        fstat(STDERR_FILENO, &during)
        session.end()
        #expect(during.st_rdev == null.st_rdev && during.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func pipeAndFileSizeSignalsAreIgnoredAndTheOthersDeferred() {
        let wake = WakePipe()
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: nil)
        defer { session.end() }
        for signal in TerminalSession.ignoredSignals {
            var action = sigaction()
            sigaction(signal, nil, &action)
            #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1, "signal \(signal)")
        }
        for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU] {
            raise(signal)
            #expect(wake.readByte() == UInt8(signal))
            #expect(session.takePendingSignal() == signal)
        }
    }

    /// Ctrl-Z: the input modes go off before curses' own SIGTSTP handler (which stops the process)
    /// runs and come back on after it returns; `end()` gives curses its handler back.
    @Test func suspendingWritesTheModesOffAroundCursesHandler() {
        let wake = WakePipe()
        let terminal = WakePipe()
        var cursesAction = sigaction()
        cursesAction.__sigaction_handler.sa_handler = pretendCursesSuspend
        sigemptyset(&cursesAction.sa_mask)
        var original = sigaction()
        sigaction(SIGTSTP, &cursesAction, &original)
        defer { sigaction(SIGTSTP, &original, nil) }
        let session = TerminalSession(wakeDescriptor: wake.writeEnd, logPath: nil)
        let state = SignalState.shared
        state.pointee.terminalDescriptor = terminal.writeEnd
        defer { state.pointee.terminalDescriptor = STDOUT_FILENO }
        session.terminalStarted(resetSequence: "<rmcup>", suspendSequence: "<off>", resumeSequence: "<on>")
        #expect(
            currentHandler(for: SIGTSTP)
                != unsafeBitCast(pretendCursesSuspend as @convention(c) (Int32) -> Void, to: Int.self))
        raise(SIGTSTP)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "<off><curses stops here><on>")
        session.end()
        #expect(
            currentHandler(for: SIGTSTP)
                == unsafeBitCast(pretendCursesSuspend as @convention(c) (Int32) -> Void, to: Int.self))
    }
}

/// Stands in for curses' SIGTSTP handler, which would leave curses mode and stop the process.
private func pretendCursesSuspend(_ signal: Int32) {
    let note = Array("<curses stops here>".utf8)
    _ = note.withUnsafeBytes { write(SignalState.shared.pointee.terminalDescriptor, $0.baseAddress, $0.count) }
}
