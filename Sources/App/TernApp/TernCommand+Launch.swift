import AppRuntime
import ArgumentParser
import Configuration
import FoundationEssentials
import Glibc
import TerminalCore

/// A `tern` command that opens the UI: the configuration its flags override and where it starts.
protocol LaunchCommand: ParsableCommand {
    var overrides: CommandLineOverrides { get }
    var startupRequest: StartupRequest { get }
}

extension TernCommand: LaunchCommand {
    var overrides: CommandLineOverrides { common.overrides }
}

extension TernCommand.Users: LaunchCommand {
    /// The common flags plus `--sample-users`.
    var overrides: CommandLineOverrides {
        var overrides = common.overrides
        overrides.sampleUserCount = sampleUserCount
        return overrides
    }
}

extension TernCommand.Weather: LaunchCommand {
    var overrides: CommandLineOverrides { common.overrides }
}

extension TernCommand {
    /// Parses the process's arguments and prepares the launch they ask for, as ArgumentParser's
    /// `main()` would run a command: `--help` and `tern help …` print the help asked for and exit 0,
    /// `--version` and usage errors print and exit, and a report (`--print`, `--json`) prints and
    /// exits without touching the terminal. Configuration warnings go to standard error.
    public static func parseLaunchOrExit() -> TernLaunch {
        let streams = StandardStreams.secure()
        do {
            var command = try parseAsRoot()
            StartupTrace.mark("arguments parsed")
            guard let launching = command as? any LaunchCommand else {
                try command.run()
                exit()
            }
            let prepared = launch(launching)
            if let report = (launching as? any ReportCommand)?.report {
                Glibc.exit(prepared.printReport(report, on: streams))
            }
            return prepared
        } catch  where exitCode(for: error) == .success && fullMessage(for: error).hasPrefix("OVERVIEW:") {
            // `--help`, `help`, `tern help weather`: ArgumentParser's help with the pointer to the manual.
            FileDescriptorOutput.write(helpText(fullMessage(for: error)), to: STDOUT_FILENO)
            exit()
        } catch  where exitCode(for: error) == .validationFailure {
            // The usage error echoes what was typed: sanitized and cut like every message.
            StandardStreams.writeError(
                usageErrorText(for: error, arguments: Array(CommandLine.arguments.dropFirst())), prefix: "")
            Glibc.exit(usageErrorStatus)
        } catch {
            exit(withError: error)
        }
    }

    /// `help` as `--help` prints it: ArgumentParser's text, then the line that sends to the manual,
    /// which has what does not fit there (the keys, the settings, the examples of every command).
    static func helpText(_ help: String) -> String {
        var text = help
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n\nSee man tern.\n"
    }

    /// The exit status of a usage error: 2, as in most command-line tools (ArgumentParser's own is 64).
    public static let usageErrorStatus: Int32 = 2

    /// Resolves the configuration from `command`'s flags, `environment` and the config file it
    /// names, and prepares the launch `command` asks for.
    static func launch(
        _ command: any LaunchCommand,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        reportWarning: (String) -> Void = { StandardStreams.writeError($0, prefix: "") }
    ) -> TernLaunch {
        let (configuration, warnings) = AppConfiguration.resolve(
            overrides: command.overrides, environment: environment, sections: SectionFeatures.options)
        StartupTrace.mark("configuration resolved")
        return TernLaunch(
            configuration: configuration, startup: command.startupRequest, warnings: warnings,
            environment: environment, resumesSession: (command as? any ReportCommand)?.report == nil,
            unitsFromCommandLine: command.overrides.units != nil, reportWarning: reportWarning)
    }
}
