import AppRuntime
import Configuration
import Foundation
import Logging
import Networking
import Services

/// Everything the terminal side needs to start tern, prepared from a resolved configuration: the
/// log file, the section to open on, and how to build the sections on the main loop.
///
/// Preparing one logs the configuration and reports its warnings, and creates the live services;
/// it never touches the terminal, so tests prepare launches from argument lists. The `tern`
/// executable's `TernLauncher` runs it.
public struct TernLaunch {
    /// Where log lines go, and standard error while the UI is up.
    public let logPath: String
    /// False when `NO_COLOR` is set to anything non-empty (https://no-color.org).
    public let usesColor: Bool
    let plan: SectionPlan

    /// The section the app opens on: Users 0, Weather 1.
    public var initialSection: Int { plan.initialSection }

    /// Builds the sections, which schedule their work on `mainLoop`.
    public func makeSections(mainLoop: MainLoop) -> [Section] { plan.makeSections(scheduler: mainLoop) }

    /// Each warning is logged and passed to `reportWarning` as a `tern: …` line before the UI
    /// starts, so the caller can print it where it stays visible after tern exits. The response
    /// cache and recent cities live in the cache directory `environment` names.
    init(
        configuration: AppConfiguration,
        startup: StartupRequest,
        warnings: [ConfigurationWarning],
        environment: [String: String],
        reportWarning: (String) -> Void
    ) {
        logPath = configuration.logFile ?? TerminalSession.defaultLogPath()
        usesColor = environment["NO_COLOR", default: ""].isEmpty
        let logger = Self.makeLogger(path: logPath)
        for warning in warnings {
            logger.warning("\(warning)")
            reportWarning("tern: \(warning)\n")
        }
        logger.info("starting", metadata: ["configuration": "\(configuration.redactedDescription)"])
        let cacheDirectory = ResponseCache.defaultDirectory(environment: environment)
        plan = SectionPlan(
            configuration: configuration, startup: startup,
            services: LiveServices(configuration: configuration, logger: logger, cacheDirectory: cacheDirectory),
            recents: RecentCitiesFileStore(directory: cacheDirectory))
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
