import FoundationEssentials
import Logging
import PrivateFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The offline cache: the last good response of each request, one file per request.
///
/// Files live in `directory` (by default `$XDG_CACHE_HOME/tern`, else `~/.cache/tern`), are named by a
/// hash of the endpoint's redacted URL — so secrets never reach a file name or a file — and are written
/// atomically (`PrivateFile`: a temporary created exclusively in the folder, renamed over) with mode
/// 0600 in a folder created 0700; a folder or an entry that is a symbolic link is never written
/// through, and a folder that exists keeps its mode. When its entries grow past `maxBytes` the oldest
/// entries are removed — only files named as this cache names them (16 hex digits + `.json`), never
/// anything else in the folder. An entry over `maximumEntryBytes`, a corrupt or an unreadable one is
/// ignored and removed with a log line. Actor-isolated.
public actor ResponseCache {
    /// The folder holding the cache's files.
    public let directory: URL
    /// The most the entries may hold together before the oldest are removed.
    public let maxBytes: Int
    /// The cap on one entry: a larger file is refused unread (the largest real answer is a few
    /// hundred KiB).
    public static let maximumEntryBytes = 8 << 20
    private let logger: Logger

    /// A cache in `directory` (created on the first store), logging to `logger`.
    public init(directory: URL, maxBytes: Int = 20_000_000, logger: Logger) {
        self.directory = directory
        self.maxBytes = maxBytes
        self.logger = logger
    }

    /// `$XDG_CACHE_HOME/tern` when that variable holds an absolute path, else `~/.cache/tern`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("tern", isDirectory: true)
        }
        let home = URL(fileURLWithPath: HomeFolder.path(environment: environment), isDirectory: true)
        return home.appendingPathComponent(".cache/tern", isDirectory: true)
    }

    /// Keeps `response` as the last good answer for `endpoint`. Failures are logged, never thrown:
    /// a cache that cannot be written must not break a request that worked.
    public func store(_ response: HTTPResponse, for endpoint: Endpoint, at date: Date = Date()) {
        let entry = CacheEntry(
            url: endpoint.redactedDescription, status: response.status, headers: response.headers,
            body: response.body, storedAt: date)
        do {
            let data = try JSONEncoder().encode(entry)
            try file(for: endpoint).write(data)
            evictOldest()
        } catch let refusal as PrivateFileRefusal {
            logger.warning("cannot write the offline cache: \(refusal)")
        } catch {
            logger.warning("cannot write the offline cache in \(directory.path): the answer does not encode")
        }
    }

    /// What the cache holds for one endpoint.
    public enum Lookup: Equatable, Sendable {
        /// The stored response, with `cachedAt` set.
        case hit(HTTPResponse)
        /// Nothing stored for the endpoint.
        case miss
        /// A file was there but could not be read; it has been deleted.
        case unreadable
    }

    /// The stored response for `endpoint`; an unreadable file is deleted (with a log line) so the
    /// next good answer replaces it. Nothing is read from or deleted in a folder that is a link.
    func lookUp(_ endpoint: Endpoint) -> Lookup {
        let file = fileURL(for: endpoint)
        guard PrivateFolder(path: directory.path).isUsable else { return .miss }
        do {
            guard let bytes = try self.file(for: endpoint).read() else { return .miss }
            let entry = try JSONDecoder().decode(CacheEntry.self, from: Data(bytes))
            guard entry.url == endpoint.redactedDescription else { return .miss }
            return .hit(
                HTTPResponse(status: entry.status, headers: entry.headers, body: entry.body, cachedAt: entry.storedAt))
        } catch let refusal as PrivateFileRefusal {
            logger.warning("discarding cache file: \(refusal)")
            unlink(file.path)
            return .unreadable
        } catch {
            logger.warning("discarding unreadable cache file \(file.lastPathComponent): it is not a cache entry")
            unlink(file.path)
            return .unreadable
        }
    }

    /// The stored response for `endpoint` with `cachedAt` set, or `nil` when there is none or it is unreadable.
    public func cachedResponse(for endpoint: Endpoint) -> HTTPResponse? {
        guard case .hit(let response) = lookUp(endpoint) else { return nil }
        return response
    }

    /// The file for `endpoint`: a 64-bit FNV-1a hash of its redacted URL.
    public func fileURL(for endpoint: Endpoint) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in endpoint.redactedDescription.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return directory.appendingPathComponent(String(repeating: "0", count: 16 - digits.count) + digits + ".json")
    }

    /// The entry's file for `endpoint`, capped at `maximumEntryBytes`.
    private func file(for endpoint: Endpoint) -> PrivateFile {
        PrivateFile(path: fileURL(for: endpoint).path, maximumBytes: Self.maximumEntryBytes)
    }

    private func evictOldest() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        var entries: [(path: String, modified: timespec, size: Int)] = names.filter(Self.isEntryName).compactMap {
            let path = directory.appendingPathComponent($0).path
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            return (path, status.st_mtim, Int(status.st_size))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { ($0.modified.tv_sec, $0.modified.tv_nsec) < ($1.modified.tv_sec, $1.modified.tv_nsec) }
        for entry in entries where total > maxBytes {
            unlink(entry.path)
            total -= entry.size
        }
    }
}

extension ResponseCache {
    /// Whether `name` is one `fileURL(for:)` makes: 16 lower-case hex digits and `.json`.
    static func isEntryName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[1] == "json" && parts[0].count == 16
            && parts[0].allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}

/// What one cache file holds.
private struct CacheEntry: Codable {
    var url: String
    var status: Int
    var headers: [String: String]
    var body: Data
    var storedAt: Date
}
