import Glibc

/// A folder an app keeps its own files in (its state, its cache): created with mode 0700 when
/// missing, never followed when it is a symbolic link, and never chmod-ed when it exists — a folder
/// the app did not create keeps its mode, and one that others can write to earns a warning.
///
/// Paths, not descriptors: the final component is checked with `lstat` and each file in the folder
/// is opened with `O_NOFOLLOW` (`PrivateFile`), so a link swapped in later is refused there too.
/// Stateless apart from the path, so `Sendable`.
public struct PrivateFolder: Sendable, Hashable {
    /// The folder's path.
    public let path: String

    /// The folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Makes sure the folder exists and is a real folder, creating it and its missing parents with
    /// mode 0700. Returns a warning for a folder that exists and that other users can write to (its
    /// mode is left as it is).
    /// - Throws: `PrivateFileRefusal` when the path is a symbolic link or not a folder, or cannot be created.
    @discardableResult
    public func prepare() throws(PrivateFileRefusal) -> String? {
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == ENOENT {
                try createParents()
                if mkdir(path, 0o700) != 0, errno != EEXIST { throw refusal(errno) }
            } else if code != EEXIST {
                throw refusal(code)
            }
        }
        return try check()
    }

    /// Checks the folder without creating it: `nil` when it is missing or a private folder, a
    /// warning when others can write to it.
    /// - Throws: `PrivateFileRefusal` when the path is a symbolic link or not a folder.
    @discardableResult
    public func check() throws(PrivateFileRefusal) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw refusal(errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: throw PrivateFileRefusal(path: path, reason: .symbolicLink)
        default: throw PrivateFileRefusal(path: path, reason: .wrongKind(PrivateFile.kind(of: status.st_mode)))
        }
        guard status.st_mode & 0o022 != 0 else { return nil }
        let mode = String(status.st_mode & 0o7777, radix: 8)
        return "\(path) can be written by other users (mode \(mode)); tern keeps its files there but leaves its mode"
    }

    /// False when `check()` refuses the folder (a symbolic link, not a folder); a missing folder is
    /// usable (it is created on the first write).
    public var isUsable: Bool {
        do {
            try check()
            return true
        } catch {
            return false
        }
    }

    /// The path of `name` in the folder.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Removes what interrupted atomic writes left behind: `PrivateFile`'s temporaries whose
    /// process is gone, and the names earlier versions used (Foundation's `.dat.nosync…`, the
    /// cache's `.UUID.tmp`). Nothing else is touched; a folder that is a link is left alone.
    /// Returns how many files it removed.
    @discardableResult
    public func removeLeftoverTemporaries() -> Int {
        guard isUsable, let directory = opendir(path) else { return 0 }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if PrivateFile.isLeftoverTemporary(name) { names.append(name) }
        }
        var removed = 0
        for name in names where unlink(file(name)) == 0 { removed += 1 }
        return removed
    }

    /// Creates the missing folders above `path` with mode 0700 (existing ones are left as they are).
    private func createParents() throws(PrivateFileRefusal) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw PrivateFileRefusal(path: prefix, reason: .system(String(cString: strerror(errno))))
            }
        }
    }

    private func refusal(_ code: Int32) -> PrivateFileRefusal {
        PrivateFileRefusal(path: path, reason: .system(String(cString: strerror(code))))
    }
}
