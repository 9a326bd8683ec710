/// A one-shot answer for scripts (`weather --print`, `weather --json`, `users --json`): what to
/// load and how to print it on standard output instead of opening the full-screen UI.
public enum Report: Equatable, Sendable {
    /// How a forecast is printed.
    public enum Format: Equatable, Sendable {
        case table
        case json
    }

    /// The forecast for `city` (nil: the configured default city).
    case forecast(city: String?, format: Format)
    /// The first `limit` users, as JSON.
    case users(limit: Int)
    /// The first `limit` items of the section a feature contributes, called `name` (decision 2010).
    case section(name: String, format: Format, limit: Int)
}

/// A `tern` command that may answer once on standard output instead of opening the UI.
protocol ReportCommand: LaunchCommand {
    /// The report asked for, or nil when the command opens the UI.
    var report: Report? { get }
}
