import PrivateFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The open log file behind `FileLogHandler`: appends lines, keeps the file under `maxBytes` with one
/// rotation (`tern.log` → `tern.log.1`), and absorbs every write failure.
///
/// Opening refuses anything that is not a regular file (a symbolic link, which it never follows; a
/// directory, a FIFO, a device such as `/dev/full`) and never blocks: the file is opened with
/// `O_NOFOLLOW | O_NONBLOCK` (`PrivateFile.openForAppending`), so a link or a FIFO swapped in after
/// the check fails at once instead of being written through or waiting for a reader. A failed write drops the line, counts it in
/// `droppedLines`, and calls `onFirstFailure` once with a message for the screen.
/// Thread-safe: every write is serialized by a lock.
public final class LogFile: @unchecked Sendable {
    /// The size at which the file is rotated, unless another is given.
    public static let defaultMaxBytes = 1 << 20

    public let path: String
    public let maxBytes: Int
    private let lock = Mutex(())
    private var descriptor: Int32
    private var size: Int
    private var dropped = 0
    private let onFirstFailure: @Sendable (String) -> Void

    /// Opens (creating with mode 0600 if needed) `path` for appending.
    /// - Throws: `LogFileError` when `path` is not a regular file or cannot be opened.
    public init(
        path: String, maxBytes: Int = LogFile.defaultMaxBytes,
        onFirstFailure: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(LogFileError) {
        self.path = path
        self.maxBytes = maxBytes
        self.onFirstFailure = onFirstFailure
        (descriptor, size) = try Self.open(path)
    }

    /// A log on an already open `descriptor` (tests: a handle whose writes fail, such as `/dev/full`).
    init(
        descriptor: Int32, path: String, maxBytes: Int = LogFile.defaultMaxBytes,
        onFirstFailure: @escaping @Sendable (String) -> Void
    ) {
        self.path = path
        self.maxBytes = maxBytes
        self.onFirstFailure = onFirstFailure
        self.descriptor = descriptor
        self.size = 0
    }

    deinit { close(descriptor) }

    /// How many lines could not be written.
    public var droppedLines: Int { lock.withLock { _ in dropped } }

    /// Appends `line` (which ends in a newline), rotating first when it would pass `maxBytes`.
    public func write(_ line: String) {
        let bytes = Array(line.utf8)
        let firstFailure: String? = lock.withLock { _ in
            if size > 0, size + bytes.count > maxBytes { rotate() }
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written == bytes.count {
                size += written
                return nil
            }
            let reason = written < 0 ? String(cString: strerror(errno)) : "short write"
            if written > 0 { size += written }
            dropped += 1
            return dropped == 1 ? "tern: cannot write the log \(path) (\(reason)); log lines are being dropped" : nil
        }
        if let firstFailure { onFirstFailure(firstFailure) }
    }

    /// Renames the file to `path.1` (replacing an older one) and starts a new one. On failure the
    /// old file stays open and keeps growing, which is better than losing lines.
    private func rotate() {
        guard rename(path, path + ".1") == 0, let (newDescriptor, newSize) = try? Self.open(path) else { return }
        close(descriptor)
        descriptor = newDescriptor
        size = newSize
    }

    private static func open(_ path: String) throws(LogFileError) -> (Int32, Int) {
        do {
            return try PrivateFile.openForAppending(path: path)
        } catch {
            switch error.reason {
            case .symbolicLink: throw .symbolicLink(path: path)
            case .wrongKind(let kind): throw .notARegularFile(path: path, kind: kind)
            case .system(let reason): throw .cannotOpen(path: path, reason: reason)
            case .tooLarge: throw .cannotOpen(path: path, reason: "too large")
            }
        }
    }
}

/// Why a log file was refused, worded for the status line.
public enum LogFileError: Error, Equatable, CustomStringConvertible {
    case notARegularFile(path: String, kind: String)
    case symbolicLink(path: String)
    case cannotOpen(path: String, reason: String)

    public var description: String {
        switch self {
        case .notARegularFile(let path, let kind):
            "the log \(path) is \(kind), not a regular file; logging is off"
        case .symbolicLink(let path):
            "the log \(path) is a symbolic link, which tern does not follow; logging is off"
        case .cannotOpen(let path, let reason):
            "cannot open the log \(path) (\(reason)); logging is off"
        }
    }
}
