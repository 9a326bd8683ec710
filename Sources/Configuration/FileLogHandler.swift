import Foundation
import Logging

/// A swift-log handler that appends one line per message to the log file (`--log-file` / `TERN_LOG`).
///
/// Owns an open file handle; the file is created with mode 0600. Lines look like
/// `2026-11-22T21:40:00Z info tern.http: GET https://…?appid=*** → 200 in 41 ms status=200`.
/// Nothing goes to stdout or stderr, so it is safe while the UI is up. Thread-safe: writes are serialized.
public struct FileLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String
    private let sink: Sink

    /// Opens (creating if needed) `path` for appending.
    /// - Throws: when the file cannot be created or opened; the caller decides whether to run without logs.
    public init(label: String, path: String, level: Logger.Level = .info) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        handle.seekToEndOfFile()
        self.init(label: label, sink: Sink(handle: handle), level: level)
    }

    private init(label: String, sink: Sink, level: Logger.Level) {
        self.label = label
        self.sink = sink
        self.logLevel = level
    }

    /// A factory for `LoggingSystem.bootstrap` or `Logger(label:factory:)` that shares one open file.
    public static func factory(path: String, level: Logger.Level = .info) throws -> @Sendable (String) -> any LogHandler
    {
        let first = try FileLogHandler(label: "tern", path: path, level: level)
        return { label in FileLogHandler(label: label, sink: first.sink, level: level) }
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
        let timestamp = ISO8601DateFormatter().string(from: Date())
        let message = "\(event.message)".replacingOccurrences(of: "\n", with: " ")
        sink.write("\(timestamp) \(event.level) \(label): \(message)\(metadataText)\n")
    }

    /// The shared, lock-protected file handle.
    private final class Sink: @unchecked Sendable {
        private let handle: FileHandle
        private let lock = NSLock()

        init(handle: FileHandle) {
            self.handle = handle
        }

        func write(_ line: String) {
            lock.withLock { handle.write(Data(line.utf8)) }
        }
    }
}
