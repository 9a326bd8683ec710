import AppRuntime
import Configuration
import Foundation
import Logging
import Screens

extension TernLauncher {
    /// Starts the app with a resolved configuration, on the section `startup` names.
    ///
    /// Configuration warnings are logged and written to standard error before the UI starts, so
    /// they are on the normal screen when tern exits; nothing is printed while the UI is up.
    public static func launch(
        configuration: AppConfiguration,
        startup: StartupRequest,
        warnings: [ConfigurationWarning]
    ) throws {
        let logPath = configuration.logFile ?? TerminalSession.defaultLogPath()
        let logger = makeLogger(path: logPath)
        for warning in warnings {
            logger.warning("\(warning)")
            FileHandle.standardError.write(Data("tern: \(warning)\n".utf8))
        }
        logger.info("starting", metadata: ["configuration": "\(configuration.redactedDescription)"])
        let services = LiveServices(configuration: configuration, logger: logger)
        let plan = SectionPlan(configuration: configuration, startup: startup, services: services)
        run(initialSection: plan.initialSection, logPath: logPath, makeSections: { plan.makeSections(scheduler: $0) })
    }

    /// A logger writing to the log file, or a silent one when the file cannot be opened
    /// (the UI must never fall back to printing on the terminal).
    private static func makeLogger(path: String) -> Logger {
        guard let factory = try? FileLogHandler.factory(path: path) else {
            return Logger(label: "tern", factory: { _ in SwiftLogNoOpLogHandler() })
        }
        return Logger(label: "tern", factory: factory)
    }
}
