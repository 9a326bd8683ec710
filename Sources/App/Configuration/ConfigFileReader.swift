import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the config file without ever hanging or reading without bound: a missing file is no file;
/// a symbolic-link loop, a link to nothing, a directory, a FIFO or device, a file over `maximumBytes`
/// or one that is not UTF-8 is refused with one warning; a readable file gives its settings and a
/// warning per bad line (see `ConfigFileSettings`), plus a notice when it holds a key others can read.
enum ConfigFileReader {
    /// Larger config files are refused unread: the real one is a few hundred bytes.
    static let maximumBytes = 1 << 20

    static func read(
        _ file: URL, sectionKeys: Set<String> = []
    ) -> (settings: ConfigFileSettings, warnings: [ConfigurationWarning]) {
        let path = file.path
        let text: String
        switch readText(path) {
        case .success(nil): return (ConfigFileSettings(), [])
        case .success(let read?): text = read
        case .failure(let refusal):
            return (
                ConfigFileSettings(), [ConfigurationWarning(file: path, message: refusal.reason + "; using defaults")]
            )
        }
        var (settings, warnings) = ConfigFileSettings.parse(text, file: path, sectionKeys: sectionKeys)
        var status = stat()
        if settings.holdsSecret, stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            warnings.append(
                ConfigurationWarning(
                    file: path, message: "holds an API key but other users can read it; run chmod 600 \(path)"))
        }
        return (settings, warnings)
    }

    /// Why a file was not read, in words that follow its path ("is not a regular file").
    struct Refusal: Error {
        var reason: String
    }

    /// The UTF-8 text of the file at `path` — `nil` when there is none — read as `read` reads the
    /// config file: never hanging, never past `maximumBytes`; or why it was refused (a theme file
    /// is read the same way).
    static func readText(_ path: String) -> Result<String?, Refusal> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            var link = stat()
            switch code {
            case ENOENT where lstat(path, &link) == 0:
                return .failure(Refusal(reason: "is a symbolic link to a file that does not exist"))
            case ENOENT, ENOTDIR:
                return .success(nil)
            case ELOOP:
                return .failure(Refusal(reason: "is a loop of symbolic links"))
            default:
                return .failure(Refusal(reason: "cannot be read (\(String(cString: strerror(code))))"))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(reason: "is not a regular file"))
        }
        guard status.st_size <= maximumBytes else {
            return .failure(Refusal(reason: "is larger than \(maximumBytes >> 20) MiB, which no tern config is"))
        }
        guard let data = readAll(descriptor) else { return .failure(Refusal(reason: "cannot be read")) }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Refusal(reason: "is not UTF-8 text"))
        }
        return .success(text)
    }

    /// At most `maximumBytes` + 1 bytes (a file that grew after `fstat` is cut there and then fails
    /// to parse on its last line rather than being read without end).
    private static func readAll(_ descriptor: Int32) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= maximumBytes {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data.append(contentsOf: chunk[0..<count])
        }
        return nil
    }
}
