import Foundation
import Logging

/// A swift-log handler that keeps every message and its metadata, so tests can check what was logged.
final class LogCapture: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    var lines: [String] { lock.withLock { storedLines } }

    var logger: Logger {
        Logger(label: "test") { _ in self }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let metadataText = (event.metadata ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        lock.withLock { storedLines.append("\(event.level) \(event.message) \(metadataText)") }
    }
}
