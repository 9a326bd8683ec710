import AppRuntime
import CursesTerminal
import Glibc
import TerminalCore

/// Runs an `App` full screen on the real terminal and owns its lifecycle from the TTY check to the
/// exit code: the one place where the terminal session, ncurses and the main loop are wired
/// together, for any app built on the runtime. The app itself comes from the caller's composition
/// root (`makeApp`), built on the main loop and the terminal this makes.
///
/// Threading: call from the main thread; it does not return.
public enum AppLauncher {
    /// Runs the app `makeApp` builds, then exits: 0 on quit, 128 + n on signal n, 2 without a usable
    /// terminal (with a one-line message naming `name` on standard error). Standard error goes to
    /// `logPath` (or nowhere) while the UI is up; `usesColor` and `reportsMouse` set up the terminal.
    public static func run(
        name: String, logPath: String? = nil, usesColor: Bool = true, reportsMouse: Bool = true,
        makeApp: (MainLoop, any Terminal) -> App
    ) -> Never {
        StartupTrace.mark("launcher")
        guard TerminalSession.checkInteractive(appName: name) else { exit(2) }
        let mainLoop = MainLoop()
        let session = TerminalSession(wakeDescriptor: mainLoop.wakeDescriptor, logPath: logPath)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(useColor: usesColor, reportsMouse: reportsMouse)
        } catch {
            session.end()
            writeToStandardError(error.description + "\n")
            exit(2)
        }
        session.terminalStarted(
            resetSequence: terminal.emergencyResetSequence, suspendSequence: terminal.suspendSequence,
            resumeSequence: terminal.resumeSequence)
        StartupTrace.mark("curses started")
        let app = makeApp(mainLoop, terminal)
        StartupTrace.mark("app built")
        let code = app.run(on: mainLoop, interruption: session.takePendingSignal)
        terminal.close()
        session.end()
        exit(code)
    }

    private static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }
}
