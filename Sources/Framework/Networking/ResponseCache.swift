import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The offline cache: the last good response of each request, one file per request.
///
/// Files live in `directory` (by default `$XDG_CACHE_HOME/tern`, else `~/.cache/tern`), are named by a
/// hash of the endpoint's redacted URL — so secrets never reach a file name or a file — and are written
/// atomically (temp file + rename) with mode 0600 in a 0700 folder. When its entries grow past
/// `maxBytes` the oldest entries are removed — only files named as this cache names them (16 hex
/// digits + `.json`), never anything else in the folder. A corrupt or unreadable file is ignored
/// with a log line. Actor-isolated.
public actor ResponseCache {
    /// The folder holding the cache's files.
    public let directory: URL
    /// The most the entries may hold together before the oldest are removed.
    public let maxBytes: Int
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
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/tern", isDirectory: true)
    }

    /// Keeps `response` as the last good answer for `endpoint`. Failures are logged, never thrown:
    /// a cache that cannot be written must not break a request that worked.
    public func store(_ response: HTTPResponse, for endpoint: Endpoint, at date: Date = Date()) {
        let entry = CacheEntry(
            url: endpoint.redactedDescription, status: response.status, headers: response.headers,
            body: response.body, storedAt: date)
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            let data = try JSONEncoder().encode(entry)
            try writeAtomically(data, to: fileURL(for: endpoint))
            evictOldest()
        } catch {
            logger.warning("cannot write the offline cache in \(directory.path): \(error.localizedDescription)")
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
    /// next good answer replaces it.
    func lookUp(_ endpoint: Endpoint) -> Lookup {
        let file = fileURL(for: endpoint)
        guard FileManager.default.fileExists(atPath: file.path) else { return .miss }
        do {
            let entry = try JSONDecoder().decode(CacheEntry.self, from: Data(contentsOf: file))
            guard entry.url == endpoint.redactedDescription else { return .miss }
            return .hit(
                HTTPResponse(status: entry.status, headers: entry.headers, body: entry.body, cachedAt: entry.storedAt))
        } catch {
            logger.warning("discarding unreadable cache file \(file.lastPathComponent): \(error.localizedDescription)")
            try? FileManager.default.removeItem(at: file)
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
        return directory.appendingPathComponent(String(format: "%016llx.json", hash))
    }

    private func writeAtomically(_ data: Data, to destination: URL) throws {
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            unlink(temporary.path)
            throw POSIXError(code)
        }
    }

    private func evictOldest() {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard
            let files = try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return }
        var entries = files.filter { Self.isEntryName($0.lastPathComponent) }.map { file in
            let values = try? file.resourceValues(forKeys: Set(keys))
            return (file: file, modified: values?.contentModificationDate ?? .distantPast, size: values?.fileSize ?? 0)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.modified < $1.modified }
        for entry in entries where total > maxBytes {
            try? FileManager.default.removeItem(at: entry.file)
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
