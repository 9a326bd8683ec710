import Foundation
import Logging

/// A swift-log handler that keeps every message and its metadata, so tests can check what was logged
/// (for instance that no secret reached a log line).
///
/// `@unchecked Sendable`: the lines are only touched under `lock`.
public final class LogCapture: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    /// Metadata added to every message, as `LogHandler` requires.
    public var metadata: Logger.Metadata = [:]
    /// Every level is kept.
    public var logLevel: Logger.Level = .trace

    /// An empty capture.
    public init() {}

    /// Every message so far, one line each: level, message, then the metadata sorted by key.
    public var lines: [String] { lock.withLock { storedLines } }

    /// A logger whose messages end up in `lines`.
    public var logger: Logger {
        Logger(label: "test") { _ in self }
    }

    /// One metadata value, as `LogHandler` requires.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Keeps the message as one line.
    public func log(event: LogEvent) {
        let metadataText = (event.metadata ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        lock.withLock { storedLines.append("\(event.level) \(event.message) \(metadataText)") }
    }
}
