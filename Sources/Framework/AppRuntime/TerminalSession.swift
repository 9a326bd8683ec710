import Glibc
import PrivateFiles

/// Everything that keeps the terminal usable on every exit path while the UI is up: the termios
/// snapshot, the precomputed reset sequence, the signal handlers, `atexit`, and stderr sent to a
/// log file.
///
/// Order of use: `checkInteractive()`, then `begin(...)` before curses starts, `terminalStarted`
/// once it has, `takePendingSignal()` from the main loop, `end()` after curses has ended.
/// Threading: main thread only (the handlers it installs run on any thread).
public final class TerminalSession {
    /// Fatal traps whose handlers restore the terminal and re-raise.
    public static let fatalSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    /// Signals turned into a clean shutdown through the main loop's self-pipe (exit 128 + n):
    /// the interactive ones and every other signal whose default action would kill the app with the
    /// terminal still in curses mode.
    public static let deferredSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    ]
    /// Signals that only report a failed write (a closed pipe, a file over its size limit): ignored,
    /// so the write returns an error that the log and cache code absorb.
    public static let ignoredSignals: [Int32] = [SIGPIPE, SIGXFSZ]
    /// Used until the terminal reports its own: leave the alternate screen, show the cursor, reset SGR.
    public static let defaultResetSequence = "\u{1b}[?1049l\u{1b}[?25h\u{1b}[0m"

    /// The message for a missing terminal, for the app `appName`; `checkInteractive(appName:)` prints it.
    public static func notInteractiveMessage(appName: String) -> String {
        "\(appName): needs an interactive terminal (stdin and stdout must be a TTY)"
    }

    private var savedStandardError: Int32 = -1
    private var isRunning = false
    /// Whether `handleSuspend` replaced curses' SIGTSTP handler (put back in `end()`).
    private var handlesSuspend = false
    /// Where standard error goes while the UI is up; `nil` (logging off): `/dev/null`.
    public let logPath: String?

    /// Whether stdin and stdout are terminals; prints `notInteractiveMessage(appName:)` to stderr if not.
    public static func checkInteractive(appName: String) -> Bool {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            writeToStandardError(notInteractiveMessage(appName: appName) + "\n")
            return false
        }
        return true
    }

    /// Snapshots termios, installs the handlers and `atexit`, and sends stderr to `logPath` (or to
    /// `/dev/null`), so nothing is printed behind the UI. Call before curses starts.
    /// `wakeDescriptor` is the main loop's self-pipe.
    public init(wakeDescriptor: Int32, logPath: String?) {
        self.logPath = logPath
        let state = SignalState.shared
        state.initialize(to: SignalState())
        state.pointee.wakeDescriptor = wakeDescriptor
        state.pointee.hasSavedAttributes = tcgetattr(STDIN_FILENO, &state.pointee.savedAttributes) == 0
        setResetSequence(Self.defaultResetSequence)
        for signal in Self.handledSignals {
            _ = sigaction(signal, nil, state.pointee.previousActions + Int(signal))
        }
        unblock(Self.fatalSignals + Self.deferredSignals + [SIGWINCH])
        for signal in Self.fatalSignals { installFatal(for: signal) }
        for signal in Self.deferredSignals { install(handleDeferredSignal, for: signal) }
        for signal in Self.ignoredSignals { install(SIG_IGN, for: signal) }
        atexit(restoreTerminalAtExit)
        redirectStandardError()
        state.pointee.isActive = 1
        isRunning = true
    }

    /// Call once curses runs: keeps the terminal's own reset sequence, wakes the main loop on
    /// SIGWINCH (instead of the handler curses installed: the terminal reads the new size itself,
    /// decision 2080) and, when curses handles SIGTSTP, writes
    /// `suspendSequence` before the process stops and `resumeSequence` once it runs again around
    /// curses' handler (the input modes off while the shell has the terminal; decision 1700).
    public func terminalStarted(resetSequence: String, suspendSequence: String = "", resumeSequence: String = "") {
        setResetSequence(Self.defaultResetSequence + resetSequence)
        install(handleWindowChange, for: SIGWINCH)
        guard !handlesSuspend else { return }
        let state = SignalState.shared
        (state.pointee.suspendBytes, state.pointee.suspendLength) = Self.preallocated(suspendSequence)
        (state.pointee.resumeBytes, state.pointee.resumeLength) = Self.preallocated(resumeSequence)
        var current = sigaction()
        _ = sigaction(SIGTSTP, nil, &current)
        let handler = current.__sigaction_handler.sa_handler
        let cursesHandles =
            current.sa_flags & SA_SIGINFO != 0 || handler.map { unsafeBitCast($0, to: Int.self) > 1 } ?? false
        guard cursesHandles else { return }
        state.pointee.suspendAction = current
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleSuspend
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGTSTP, &action, nil)
        unblock([SIGTSTP])
        handlesSuspend = true
    }

    /// The deferred signal that arrived, if any (and forgets it).
    public func takePendingSignal() -> Int32? {
        let state = SignalState.shared
        let signal = state.pointee.pendingSignal
        guard signal != 0 else { return nil }
        state.pointee.pendingSignal = 0
        return signal
    }

    /// After curses has ended: restores termios, stderr and the previous signal handlers.
    public func end() {
        guard isRunning else { return }
        isRunning = false
        let state = SignalState.shared
        state.pointee.isActive = 0
        if state.pointee.hasSavedAttributes {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.savedAttributes)
        }
        for signal in Self.handledSignals {
            _ = sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        }
        if handlesSuspend {
            _ = sigaction(SIGTSTP, &state.pointee.suspendAction, nil)
            handlesSuspend = false
        }
        if savedStandardError >= 0 {
            _ = dup2(savedStandardError, STDERR_FILENO)
            _ = close(savedStandardError)
            savedStandardError = -1
        }
    }

    static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }

    /// Every signal whose action the app changes while the UI is up (and puts back in `end()`).
    private static var handledSignals: [Int32] { fatalSignals + deferredSignals + ignoredSignals + [SIGWINCH] }

    private func install(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        _ = sigaction(signal, &action, SignalState.shared.pointee.previousActions + Int(signal))
    }

    /// Installs `handleFatalSignal` with siginfo (to pass on) on the alternate stack if there is one.
    private func installFatal(for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handleFatalSignal
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        _ = sigaction(signal, &action, SignalState.shared.pointee.previousActions + Int(signal))
    }

    /// A parent may have started the app with signals blocked; the ones it handles must get through.
    private func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Swaps in a new reset sequence; the old bytes are kept (never freed) in case a handler is
    /// reading them at this moment.
    private func setResetSequence(_ sequence: String) {
        let state = SignalState.shared
        let (bytes, length) = Self.preallocated(sequence)
        state.pointee.resetLength = 0
        state.pointee.resetBytes = bytes
        state.pointee.resetLength = length
    }

    /// `sequence`'s bytes in memory a signal handler may read, never freed.
    private static func preallocated(_ sequence: String) -> (UnsafeMutablePointer<UInt8>, Int) {
        let bytes = Array(sequence.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        storage.initialize(from: bytes, count: bytes.count)
        return (storage, bytes.count)
    }

    /// Sends stderr to the log, opened as the log is (`PrivateFile.openForAppending`: never through a
    /// symbolic link, without blocking, only when it is a regular file); else to `/dev/null`.
    private func redirectStandardError() {
        var log = logPath.flatMap { try? PrivateFile.openForAppending(path: $0).descriptor } ?? -1
        if log < 0 { log = open("/dev/null", O_WRONLY | O_CLOEXEC) }
        guard log >= 0 else { return }
        savedStandardError = dup(STDERR_FILENO)
        _ = dup2(log, STDERR_FILENO)
        _ = close(log)
    }
}
