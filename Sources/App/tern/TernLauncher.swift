import AppLauncher
import AppRuntime
import TernApp

/// Starts tern's full-screen UI: `AppLauncher` runs it, with tern's name, log and terminal
/// settings, and the sections `TernLaunch` builds.
///
/// Everything before it (arguments, configuration, services, sections) is `TernLaunch`, in the
/// tested `TernApp` library; this is the part only the end-to-end tests can drive.
/// Threading: call from the main thread; it does not return.
enum TernLauncher {
    /// Runs the UI with `launch`'s sections, starting on its initial section, then exits: 0 on
    /// quit, 128 + n on signal n, 2 without a usable terminal. Standard error goes to the launch's
    /// log file while the UI is up.
    static func run(_ launch: TernLaunch) -> Never {
        AppLauncher.run(
            name: TernLaunch.appName, logPath: launch.logPath, usesColor: launch.usesColor,
            reportsMouse: launch.reportsMouse
        ) { mainLoop, terminal in
            let app = App(
                name: TernLaunch.appName, terminal: terminal, sections: launch.makeSections(mainLoop: mainLoop),
                initialSection: launch.initialSection, notices: launch.notices)
            app.theme = launch.theme
            app.afterFirstFrame = { launch.settle(app) }
            return app
        }
    }
}
