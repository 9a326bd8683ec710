/// A one-shot answer for scripts (`weather --print`, `users --jsonl`, `movies --format '%t'`): what
/// to load and how to print it on standard output instead of opening the full-screen UI.
struct Report: Equatable, Sendable {
    /// What is loaded.
    enum Subject: Equatable, Sendable {
        /// The forecast for `city` (nil: the configured default city): one record.
        case forecast(city: String?)
        /// The first `limit` users, streamed page by page.
        case users(limit: Int)
        /// The first `limit` items of the section a feature contributes, called `name` (decision 2010).
        case section(name: String, limit: Int)
    }

    /// How it is printed.
    enum Format: Equatable, Sendable {
        /// `--print`: a text table for people and `awk`.
        case table
        /// `--json`: one document, as jq lays it out.
        case json
        /// `--jsonl`: one record per line, written as they load.
        case jsonLines
        /// `--format TEMPLATE`: one line per record.
        case template(ReportTemplate)
    }

    /// What is loaded.
    var subject: Subject
    /// How it is printed.
    var format: Format
    /// `--fields`: the keys each record keeps; nil keeps them all.
    var fields: ReportFields?

    /// A report of `subject` in `format` with every key.
    init(_ subject: Subject, format: Format) {
        (self.subject, self.format) = (subject, format)
    }

    init(_ subject: Subject, format: Format, fields: ReportFields?) {
        (self.subject, self.format, self.fields) = (subject, format, fields)
    }
}

/// A `tern` command that may answer once on standard output instead of opening the UI.
protocol ReportCommand: LaunchCommand {
    /// The report asked for, or nil when the command opens the UI.
    var report: Report? { get }
}
