import AppRuntime
import Configuration
import Domain
import FoundationEssentials
import Logging
import Networking
import PrivateFiles
import Services
import TerminalCore

/// Everything the terminal side needs to start tern, prepared from a resolved configuration: the
/// log file, the notices to show, the section to open on, and how to build the sections on the main loop.
///
/// Preparing one opens the log and reports its warnings and creates the live services; what can
/// wait for the first frame waits: the configuration's log line for `settle`, moving recent cities
/// an older tern left in the cache folder for their first read. It never touches the terminal, so
/// tests prepare launches from argument lists. The `tern` executable's `TernLauncher` runs it.
public struct TernLaunch {
    /// The name the runtime shows: in the title bar, the help, "Quit tern" and its messages.
    public static let appName = "tern"
    /// Where log lines go, and standard error while the UI is up; `nil` when the log was refused.
    public let logPath: String?
    /// Configuration problems and a refused log, shown on screen until a key; later failures join them.
    public let notices: NoticeBoard
    /// False when `NO_COLOR` is set to anything non-empty (https://no-color.org).
    public let usesColor: Bool
    /// The theme asked for (`--theme`, `theme = "…"`; `mono` under `NO_COLOR` when none was).
    public let theme: Theme
    /// False under `--no-mouse` or `mouse = false`: the terminal is not asked to report the mouse.
    public let reportsMouse: Bool
    let plan: SectionPlan
    private let recorder: SessionRecorder
    /// tern's folders that passed the checks, where `settle` removes leftover temporaries.
    private let tidyFolders: [PrivateFolder]
    private let logger: Logger

    /// The section the app opens on: Users 0, Weather 1.
    public var initialSection: Int { plan.initialSection }

    /// Builds the sections, which schedule their work on `mainLoop`; the units Weather shows are
    /// remembered for the next run.
    public func makeSections(mainLoop: MainLoop) -> [Section] {
        plan.makeSections(scheduler: mainLoop, recorder: recorder)
    }

    /// What waits until `app`'s first frame is on screen: the configuration is logged, the section it
    /// shows is remembered now and each time the person switches, for the next run, and the
    /// temporaries of writes a killed tern left in its folders are removed.
    public func settle(_ app: App) {
        logStart()
        recorder.recordSections(of: app, names: SectionPlan.sectionNames)
        for folder in tidyFolders { folder.removeLeftoverTemporaries() }
    }

    /// Logs "starting" with the configuration the run uses (secrets redacted): after the first frame
    /// (`settle`), or before a report's output.
    func logStart() {
        logger.info("starting", metadata: ["configuration": "\(plan.configuration.redactedDescription)"])
    }

    /// Each warning is logged, posted as a notice, and passed to `reportWarning` as a `tern: …` line
    /// before the UI starts, so the caller can print it where it stays visible after tern exits. The
    /// response cache lives in the cache folder `environment` names, recent cities and the remembered
    /// session in the state folder. When `resumesSession` (the full-screen app, not a report for a
    /// script, whose output must not depend on the last session), tern starts where the person left
    /// off unless the command line says otherwise: bare `tern` opens the remembered section, and the
    /// remembered units win over the configuration file unless `unitsFromCommandLine`.
    init(
        configuration: AppConfiguration,
        startup: StartupRequest,
        warnings: [ConfigurationWarning],
        environment: [String: String],
        resumesSession: Bool = false,
        unitsFromCommandLine: Bool = false,
        reportWarning: (String) -> Void
    ) {
        let stateDirectory = AppConfiguration.stateDirectory(environment: environment)
        let sessionStore = RememberedSessionFileStore(directory: stateDirectory)
        let remembered = resumesSession ? sessionStore.load() : RememberedSession()
        var configuration = configuration
        if !unitsFromCommandLine, let units = remembered.units { configuration.units = units }
        var startup = startup
        if startup == .home, remembered.section == .weather {
            startup = .weather(city: nil, detail: false, showMoreInfo: false)
        } else if startup == .home, let name = remembered.section, SectionPlan.sectionNames.dropFirst(2).contains(name)
        {
            startup = .section(name.rawValue)
        }
        recorder = SessionRecorder(store: sessionStore)
        let requestedLog = configuration.logFile ?? AppConfiguration.defaultLogFile(environment: environment)
        let cacheDirectory = ResponseCache.defaultDirectory(environment: environment)
        let recents = RecentCitiesFileStore(directory: stateDirectory, legacyDirectory: cacheDirectory)
        let (fileProblems, stateRefused, checkedFolders) = Self.checkFiles(
            stateDirectory: stateDirectory, createsState: configuration.logFile == nil, cacheDirectory: cacheDirectory,
            stateFiles: [sessionStore.refusal, recents.refusal])
        tidyFolders = checkedFolders
        usesColor = environment["NO_COLOR", default: ""].isEmpty
        reportsMouse = configuration.mouse
        notices = NoticeBoard()
        // The default log lives in the state folder: none at all when that folder was refused.
        let log =
            stateRefused && configuration.logFile == nil ? nil : Self.openLog(path: requestedLog, notices: notices)
        let keys = KeyTable(configured: configuration.keys, file: configuration.configFile.path)
        let (theme, themeWarnings) = ThemeFiles.load(
            named: configuration.theme, usesColor: usesColor, environment: environment)
        self.theme = theme
        var messages =
            (warnings + keys.warnings).sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.description)
            + themeWarnings.map(\.description) + fileProblems
        if case .failure(let refusal) = log { messages.append(refusal.description) }
        let logger = Self.makeLogger(log, level: configuration.logLevel, redactor: configuration.redactor)
        for message in messages {
            logger.warning("\(message)")
            reportWarning(configuration.redactor.redact("tern: \(message)\n"))
            notices.post(message)
        }
        logPath = (try? log?.get())?.path
        notices.logPath = logPath
        self.logger = logger
        StartupTrace.mark("files and log ready")
        plan = SectionPlan(
            configuration: configuration, startup: startup,
            services: LiveServices(configuration: configuration, logger: logger, cacheDirectory: cacheDirectory),
            recents: recents, keys: keys)
        StartupTrace.mark("services made")
    }

    /// Gets tern's folders ready before anything is read or written there, and returns what to say
    /// about them and the state files, one line each: the state folder is created (when
    /// `createsState`, for the default log) or checked, the cache folder checked, each refused when
    /// it is a symbolic link and named when others can write to it (its mode is left alone);
    /// `stateFiles` are the state files' refusals. `stateRefused` is true when the state folder was
    /// refused; `checked` are the folders that passed.
    private static func checkFiles(
        stateDirectory: URL, createsState: Bool, cacheDirectory: URL, stateFiles: [String?]
    ) -> (problems: [String], stateRefused: Bool, checked: [PrivateFolder]) {
        var problems: [String] = []
        var stateRefused = false
        var checked: [PrivateFolder] = []
        for (folder, creates) in [(stateDirectory, createsState), (cacheDirectory, false)] {
            let privateFolder = PrivateFolder(path: folder.path)
            do {
                if let warning = try creates ? privateFolder.prepare() : privateFolder.check() {
                    problems.append(warning)
                }
                checked.append(privateFolder)
            } catch {
                problems.append("\(error); tern goes on without the files it keeps there")
                if folder == stateDirectory { stateRefused = true }
            }
        }
        return (problems + stateFiles.compactMap { $0 }, stateRefused, checked)
    }

    /// The log file, whose first failed write is posted to `notices`; or why it was refused.
    private static func openLog(path: String, notices: NoticeBoard) -> Result<LogFile, LogFileError> {
        Result { () throws(LogFileError) in try LogFile(path: path, onFirstFailure: { notices.post($0) }) }
    }

    /// A logger writing to the log file, or a silent one when the file was refused or not opened
    /// (the UI must never fall back to printing on the terminal).
    private static func makeLogger(_ log: Result<LogFile, LogFileError>?, level: Logger.Level, redactor: SecretRedactor)
        -> Logger
    {
        guard case .success(let file) = log else {
            return Logger(label: "tern", factory: { _ in SwiftLogNoOpLogHandler() })
        }
        return Logger(label: "tern", factory: FileLogHandler.factory(file: file, level: level, redactor: redactor))
    }
}
