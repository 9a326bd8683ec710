import FoundationEssentials
import Logging
import Networking
import TerminalCore

/// A swift-log handler that appends one line per message to the log file (`--log-file`, `TERN_LOG`,
/// `log_file`, else `$XDG_STATE_HOME/tern/tern.log`).
///
/// Owns nothing but a shared `LogFile`, which creates the file with mode 0600, rotates it at its size
/// cap and absorbs write failures. Lines look like
/// `2026-11-22T21:40:00Z info tern.http: GET https://…?appid=*** → 200 in 41 ms status=200`.
/// Nothing goes to stdout or stderr, so it is safe while the UI is up. Every line is one line of
/// printable text (`TextSanitizer.printable`: a server's escape sequences cannot drive the terminal
/// of whoever reads the log) with every configured secret masked (`redactor`). Thread-safe.
public struct FileLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String
    private let file: LogFile
    private let redactor: SecretRedactor

    /// A handler labelled `label` writing to `file` at `level` and above, masking `redactor`'s secrets.
    public init(
        label: String, file: LogFile, level: Logger.Level = .info,
        redactor: SecretRedactor = SecretRedactor(secrets: [])
    ) {
        self.label = label
        self.file = file
        self.logLevel = level
        self.redactor = redactor
    }

    /// A factory for `LoggingSystem.bootstrap` or `Logger(label:factory:)` that shares one open file.
    public static func factory(
        file: LogFile, level: Logger.Level = .info, redactor: SecretRedactor = SecretRedactor(secrets: [])
    ) -> @Sendable (String) -> any LogHandler {
        { label in FileLogHandler(label: label, file: file, level: level, redactor: redactor) }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let metadataText =
            merged.isEmpty
            ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let timestamp = Date().formatted(.iso8601)
        let text = redactor.redact("\(event.message)\(metadataText)").unicodeScalars.map {
            $0 == "\n" ? " " : String($0)
        }.joined()
        file.write("\(timestamp) \(event.level) \(label): \(TextSanitizer.printable(text, maximumLineWidth: 8_000))\n")
    }
}
