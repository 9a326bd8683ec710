import ArgumentParser
import Configuration
import Foundation

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
    /// Parses the process's arguments and prepares the launch they ask for. `--help`, `--version`
    /// and usage errors print and exit here, as ArgumentParser's `main()` does; configuration
    /// warnings go to standard error.
    public static func parseLaunchOrExit() -> TernLaunch {
        do {
            return try launch(arguments: nil)
        } catch {
            exit(withError: error)
        }
    }

    /// Parses `arguments` (`nil`: the process's), resolves the configuration from the flags,
    /// `environment` and the config file it names, and prepares the launch. Throws ArgumentParser's
    /// errors, including the clean exits for `--help` and `--version`.
    static func launch(
        arguments: [String]?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        reportWarning: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) throws -> TernLaunch {
        let command = try parseAsRoot(arguments)
        guard let launching = command as? any LaunchCommand else { throw CleanExit.helpRequest(command) }
        let (configuration, warnings) = AppConfiguration.resolve(
            overrides: launching.overrides, environment: environment)
        return TernLaunch(
            configuration: configuration, startup: launching.startupRequest, warnings: warnings,
            environment: environment, reportWarning: reportWarning)
    }
}
