import AppRuntime
import CursesTerminal
import Glibc

/// Starts the full-screen UI and owns its lifecycle from the TTY check to the exit code: the
/// one place where the terminal session, ncurses and the main loop are wired together.
///
/// Threading: call from the main thread; it does not return.
public enum TernLauncher {
    /// Runs the UI with the sections `makeSections` builds (it gets the main loop, for
    /// `receive(on:)`), starting on `initialSection`, then exits: 0 on quit, 128 + n on signal n,
    /// 2 without a usable terminal. Standard error goes to `logPath` while the UI is up.
    public static func run(
        initialSection: Int = 0,
        logPath: String = TerminalSession.defaultLogPath(),
        makeSections: (MainLoop) -> [Section]
    ) -> Never {
        guard TerminalSession.checkInteractive() else { exit(2) }
        let mainLoop = MainLoop()
        let session = TerminalSession(wakeDescriptor: mainLoop.wakeDescriptor, logPath: logPath)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(useColor: !isNoColorSet)
        } catch {
            session.end()
            writeToStandardError(error.description + "\n")
            exit(2)
        }
        session.terminalStarted(resetSequence: terminal.emergencyResetSequence)
        let app = App(terminal: terminal, sections: makeSections(mainLoop), initialSection: initialSection)
        let code = app.run(on: mainLoop, interruption: session.takePendingSignal)
        terminal.close()
        session.end()
        exit(code)
    }

    /// `NO_COLOR` set to anything non-empty turns colour off (https://no-color.org).
    private static var isNoColorSet: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    private static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }
}
