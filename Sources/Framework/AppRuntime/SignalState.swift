import Glibc

/// What the signal handlers may touch, allocated before any handler is installed so a handler
/// only reads plain memory, calls `write`/`tcsetattr`/`sigaction`/`raise`, and never allocates.
///
/// Threading: written by `TerminalSession` on the main thread before handlers are installed (and
/// `resetSequence` swapped once after curses starts); read from signal handlers.
struct SignalState {
    /// 1 while the UI owns the terminal; the handlers and `atexit` restore only then.
    var isActive: sig_atomic_t = 0
    /// The signal deferred to the main loop (INT/TERM/HUP/QUIT), 0 for none.
    var pendingSignal: sig_atomic_t = 0
    var terminalDescriptor: Int32 = STDOUT_FILENO
    var wakeDescriptor: Int32 = -1
    var savedAttributes = termios()
    var hasSavedAttributes = false
    var resetBytes: UnsafeMutablePointer<UInt8>?
    var resetLength = 0
    /// Written before the process stops on Ctrl-Z and after it runs again: the input modes off, on.
    var suspendBytes: UnsafeMutablePointer<UInt8>?
    var suspendLength = 0
    var resumeBytes: UnsafeMutablePointer<UInt8>?
    var resumeLength = 0
    /// The SIGTSTP action curses installed (it leaves curses mode, stops the process and repaints
    /// once it runs again); `handleSuspend` runs it between the two sequences above.
    var suspendAction = sigaction()
    /// Actions that were installed before ours, indexed by signal number, to chain to or restore.
    var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(SignalState.slots))

    static let slots: Int32 = 65

    /// The single instance the handlers use.
    nonisolated(unsafe) static var shared = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)

    /// Writes the reset sequence and restores the saved terminal attributes. Async-signal-safe.
    static func restoreTerminal() {
        let state = shared
        guard state.pointee.isActive == 1 else { return }
        state.pointee.isActive = 0
        if let bytes = state.pointee.resetBytes {
            _ = write(state.pointee.terminalDescriptor, bytes, state.pointee.resetLength)
        }
        if state.pointee.hasSavedAttributes {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.savedAttributes)
        }
    }
}

/// Fatal traps: restore the terminal, let the handler that was there before run (the Swift
/// runtime's backtracer writes the crash report to stderr, which is the log), then die of the
/// signal with its default action — also when that handler returns, as it does for a signal
/// sent with `kill`.
///
/// Before the runtime's handler runs, standard input reads `/dev/null` and standard output is
/// standard error: the runtime decided at load time that a terminal means an interactive backtrace,
/// which would print to the screen and wait 30 s for a key; with no key to read it quits at once
/// and its report goes to the log (decision 2042). `open` and `dup2` are async-signal-safe.
func handleFatalSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    SignalState.restoreTerminal()
    let nothing = open("/dev/null", O_RDONLY | O_CLOEXEC)
    if nothing >= 0 { _ = dup2(nothing, STDIN_FILENO) }
    _ = dup2(STDERR_FILENO, STDOUT_FILENO)
    let previous = SignalState.shared.pointee.previousActions[Int(signal)]
    if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_handler.sa_sigaction?(signal, info, context)
    } else if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
        handler(signal)
    }
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    _ = sigaction(signal, &defaultAction, nil)
    _ = raise(signal)
}

/// INT/TERM/HUP/QUIT: remember the signal and wake the main loop, which ends curses cleanly.
func handleDeferredSignal(_ signal: Int32) {
    let state = SignalState.shared
    state.pointee.pendingSignal = signal
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(state.pointee.wakeDescriptor, &byte, 1)
}

/// SIGWINCH: wake the main loop, whose next read finds the new size (the terminal asks for it). The
/// handler ncurses installed is not run: told of a resize, ncurses resizes by itself in whichever
/// call comes next — inside a frame's `doupdate`, which then clears and draws that frame cut to the
/// new size (decision 2080).
func handleWindowChange(_ signal: Int32) {
    var byte: UInt8 = 0
    _ = write(SignalState.shared.pointee.wakeDescriptor, &byte, 1)
}

/// SIGTSTP (Ctrl-Z) while curses runs: turn off the input modes the app turned on (mouse reporting,
/// bracketed paste), let curses' own handler leave curses mode and stop the process, and turn them
/// on again when it returns — after SIGCONT (`fg`). Writes only preallocated bytes.
func handleSuspend(_ signal: Int32) {
    let state = SignalState.shared
    let isActive = state.pointee.isActive == 1
    if isActive, let bytes = state.pointee.suspendBytes {
        _ = write(state.pointee.terminalDescriptor, bytes, state.pointee.suspendLength)
    }
    let curses = state.pointee.suspendAction
    if curses.sa_flags & SA_SIGINFO != 0 {
        curses.__sigaction_handler.sa_sigaction?(signal, nil, nil)
    } else if let handler = curses.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
        handler(signal)
    }
    if isActive, let bytes = state.pointee.resumeBytes {
        _ = write(state.pointee.terminalDescriptor, bytes, state.pointee.resumeLength)
    }
}

/// `atexit`: restore the terminal if the UI is still up (an `exit()` from anywhere).
func restoreTerminalAtExit() {
    SignalState.restoreTerminal()
}
