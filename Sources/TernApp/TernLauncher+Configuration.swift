import Configuration

extension TernLauncher {
    /// Starts the app with a resolved configuration, on the section `startup` names.
    ///
    /// Temporary: prints the redacted configuration, the startup request and any warnings. The real
    /// implementation builds the live services from `configuration` and calls `run(makeSections:)`;
    /// it must not print while the UI is up (warnings go to the status line and the log).
    public static func launch(
        configuration: AppConfiguration,
        startup: StartupRequest,
        warnings: [ConfigurationWarning]
    ) async throws {
        print(configuration.redactedDescription)
        print("startup: \(startup)")
        for warning in warnings {
            print("warning: \(warning)")
        }
    }
}
