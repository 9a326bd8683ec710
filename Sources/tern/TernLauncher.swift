import AppRuntime
import CursesTerminal
import Glibc
import TernApp

/// Starts the full-screen UI and owns its lifecycle from the TTY check to the exit code: the
/// one place where the terminal session, ncurses and the main loop are wired together.
///
/// Everything before it (arguments, configuration, services, sections) is `TernLaunch`, in the
/// tested `TernApp` library; this is the part only the end-to-end tests can drive.
/// Threading: call from the main thread; it does not return.
enum TernLauncher {
    /// Runs the UI with `launch`'s sections, starting on its initial section, then exits: 0 on
    /// quit, 128 + n on signal n, 2 without a usable terminal. Standard error goes to the launch's
    /// log file while the UI is up.
    static func run(_ launch: TernLaunch) -> Never {
        guard TerminalSession.checkInteractive() else { exit(2) }
        let mainLoop = MainLoop()
        let session = TerminalSession(wakeDescriptor: mainLoop.wakeDescriptor, logPath: launch.logPath)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(useColor: launch.usesColor, reportsMouse: launch.reportsMouse)
        } catch {
            session.end()
            writeToStandardError(error.description + "\n")
            exit(2)
        }
        session.terminalStarted(
            resetSequence: terminal.emergencyResetSequence, suspendSequence: terminal.suspendSequence,
            resumeSequence: terminal.resumeSequence)
        let app = App(
            terminal: terminal, sections: launch.makeSections(mainLoop: mainLoop),
            initialSection: launch.initialSection, notices: launch.notices)
        launch.rememberSections(of: app)
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
