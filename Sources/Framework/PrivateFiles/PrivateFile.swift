import Glibc
import TerminalCore

/// One of an app's own files (a state file, a cache entry, the log), read and written without ever
/// following a symbolic link: opened with `O_NOFOLLOW`, refused unless it is a regular file, read
/// only up to `maximumBytes`, and replaced atomically through a temporary file created exclusively
/// (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600) in its own folder and renamed over it.
///
/// A temporary is named `.tern-tmp-PID-RANDOM`, so the next start can remove those whose process is gone
/// (`PrivateFolder.removeLeftoverTemporaries()`). Stateless apart from the path and cap, so `Sendable`.
public struct PrivateFile: Sendable, Hashable {
    /// The file's path.
    public let path: String
    /// The most bytes the file may hold: a larger file is refused unread.
    public let maximumBytes: Int

    /// The file at `path`, read only up to `maximumBytes`.
    public init(path: String, maximumBytes: Int) {
        self.path = path
        self.maximumBytes = maximumBytes
    }

    /// The folder the file is in.
    public var folder: PrivateFolder {
        guard let slash = path.lastIndex(of: "/") else { return PrivateFolder(path: ".") }
        return PrivateFolder(path: slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    /// The file's bytes, or `nil` when there is no file.
    /// - Throws: `PrivateFileRefusal` when it is a symbolic link, not a regular file, larger than
    ///   `maximumBytes` or unreadable.
    public func read() throws(PrivateFileRefusal) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw refusal(code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw refusal(errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw PrivateFileRefusal(path: path, reason: .wrongKind(Self.kind(of: status.st_mode)))
        }
        guard Int(status.st_size) <= maximumBytes else {
            throw PrivateFileRefusal(path: path, reason: .tooLarge(maximumBytes: maximumBytes))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw refusal(errno)
            }
            bytes += chunk[0..<count]
            // A file that grew after fstat is cut off here rather than read without end.
            guard bytes.count <= maximumBytes else {
                throw PrivateFileRefusal(path: path, reason: .tooLarge(maximumBytes: maximumBytes))
            }
        }
    }

    /// Checks the file without reading it: `nil` when it is missing or one the app could read.
    public func check() -> PrivateFileRefusal? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? nil : refusal(errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(status.st_size) <= maximumBytes else {
                return PrivateFileRefusal(path: path, reason: .tooLarge(maximumBytes: maximumBytes))
            }
            return nil
        case S_IFLNK: return PrivateFileRefusal(path: path, reason: .symbolicLink)
        default: return PrivateFileRefusal(path: path, reason: .wrongKind(Self.kind(of: status.st_mode)))
        }
    }

    /// Replaces the file's contents with `bytes`, atomically, with mode 0600. Its folder is created
    /// first when missing (`PrivateFolder.prepare()`); a file that is a symbolic link or not a
    /// regular file is refused, not replaced.
    /// - Throws: `PrivateFileRefusal` when the folder or the file is refused or a write fails.
    public func write(_ bytes: some Collection<UInt8>) throws(PrivateFileRefusal) {
        try folder.prepare()
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            throw PrivateFileRefusal(
                path: path, reason: isLink ? .symbolicLink : .wrongKind(Self.kind(of: status.st_mode)))
        }
        let temporary = folder.file(Self.temporaryName())
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            throw PrivateFileRefusal(path: temporary, reason: .system(String(cString: strerror(errno))))
        }
        let written = FileDescriptorOutput.writeAll(Array(bytes), to: descriptor)
        let closed = close(descriptor) == 0
        guard written == nil, closed else {
            let code = written ?? errno
            unlink(temporary)
            throw refusal(code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw refusal(code)
        }
    }

    /// Opens the file for appending (the log), creating it with mode 0600, without following a link
    /// and without blocking (a FIFO with no reader fails at once). Returns the descriptor and the
    /// file's size.
    /// - Throws: `PrivateFileRefusal` when it is a symbolic link, not a regular file or cannot be opened.
    public static func openForAppending(path: String) throws(PrivateFileRefusal) -> (descriptor: Int32, size: Int) {
        let flags = O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            throw PrivateFileRefusal(path: path, reason: isLink ? .symbolicLink : .wrongKind(kind(of: status.st_mode)))
        }
        let descriptor = open(path, flags, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            throw PrivateFileRefusal(
                path: path, reason: code == ELOOP ? .symbolicLink : .system(String(cString: strerror(code))))
        }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw PrivateFileRefusal(path: path, reason: .wrongKind(kind(of: status.st_mode)))
        }
        return (descriptor, Int(status.st_size))
    }

    /// "a directory", "a FIFO", … for the refusal's line.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static let temporaryPrefix = ".tern-tmp-"

    /// `.tern-tmp-PID-RANDOM`: the PID says whose it is; `O_EXCL` refuses the rare clash.
    private static func temporaryName() -> String {
        "\(temporaryPrefix)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
    }

    /// Whether `name` is a temporary an interrupted write left: one of ours whose process is gone,
    /// or one of the names earlier versions used.
    static func isLeftoverTemporary(_ name: String) -> Bool {
        if name.hasPrefix(".dat.nosync") { return true }
        if name.hasPrefix("."), name.hasSuffix(".tmp"), name.count == 41,
            name.dropFirst().dropLast(4).allSatisfy({ $0.isHexDigit || $0 == "-" })
        {
            return true  // the cache's `.UUID.tmp` before these temporaries
        }
        guard name.hasPrefix(temporaryPrefix),
            let pid = name.dropFirst(temporaryPrefix.count).split(separator: "-").first.flatMap({ pid_t($0) })
        else { return false }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    private func refusal(_ code: Int32) -> PrivateFileRefusal {
        PrivateFileRefusal(path: path, reason: code == ELOOP ? .symbolicLink : .system(String(cString: strerror(code))))
    }
}
