import Configuration

/// Starts the app with a resolved configuration.
///
/// Temporary: prints the redacted configuration, the startup request and any warnings. The real
/// implementation builds the live services and runs the UI; it must not print while the UI is up.
public enum TernLauncher {
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
