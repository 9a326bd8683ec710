import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite struct ResponseCacheTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-cache-tests-\(UUID().uuidString)", isDirectory: true)
    private let log = LogCapture()
    private let endpoint = Endpoint(
        baseURL: URL(string: "https://api.example.com")!, path: "/weather",
        queryItems: [URLQueryItem(name: "q", value: "Oslo"), URLQueryItem(name: "appid", value: "SECRET")],
        secretNames: ["appid"])

    private func cache(maxBytes: Int = 1_000_000) -> ResponseCache {
        ResponseCache(directory: directory, maxBytes: maxBytes, logger: log.logger)
    }

    @Test func roundTripKeepsTheResponseAndWhenItWasStored() async throws {
        let cache = cache()
        let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
        await cache.store(
            HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: Data("{}".utf8)),
            for: endpoint, at: storedAt)
        let cached = await cache.cachedResponse(for: endpoint)
        #expect(
            cached
                == HTTPResponse(
                    status: 200, headers: ["content-type": "application/json"], body: Data("{}".utf8),
                    cachedAt: storedAt))
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func filesAreOwnerOnlyAndNeverNameOrHoldTheSecret() async throws {
        let cache = cache()
        await cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: endpoint)
        let file = await cache.fileURL(for: endpoint)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!file.path.contains("SECRET"))
        #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("SECRET"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func corruptFileIsIgnoredWithALogLine() async throws {
        let cache = cache()
        await cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: endpoint)
        try Data("not json".utf8).write(to: await cache.fileURL(for: endpoint))
        #expect(await cache.cachedResponse(for: endpoint) == nil)
        #expect(log.lines.contains { $0.contains("discarding unreadable cache file") })
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func sizeLimitEvictsTheOldest() async throws {
        let cache = cache(maxBytes: 3_000)
        let body = Data(repeating: UInt8(ascii: "a"), count: 1_000)
        var endpoints: [Endpoint] = []
        for index in 0..<4 {
            var next = endpoint
            next.path = "/weather/\(index)"
            endpoints.append(next)
            await cache.store(HTTPResponse(status: 200, body: body), for: next)
            let file = await cache.fileURL(for: next)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000 * (index + 1)))], ofItemAtPath: file.path)
        }
        #expect(await cache.cachedResponse(for: endpoints[0]) == nil)
        #expect(await cache.cachedResponse(for: endpoints[3]) != nil)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Eviction only deletes entries the cache wrote: a user's file with a `.json` name in the same
    /// folder (recent cities, as older terns kept them) survives however old it is; the folder, which
    /// the cache did not create, keeps its mode (issue 25: never chmod a folder tern did not create).
    @Test func evictionNeverDeletesFilesTheCacheDidNotWrite() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let foreign = ["recent-cities.json", "0123456789ABCDEF.json", "0123456789abcdef.json.bak"].map {
            directory.appendingPathComponent($0)
        }
        for file in foreign {
            try Data(repeating: UInt8(ascii: "b"), count: 2_000).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: file.path)
        }
        let cache = cache(maxBytes: 1_500)
        for index in 0..<3 {
            var next = endpoint
            next.path = "/weather/\(index)"
            await cache.store(HTTPResponse(status: 200, body: Data(repeating: 0, count: 500)), for: next)
        }
        for file in foreign { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)") }
        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(
            ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path
                == "/x/cache/tern")
        #expect(ResponseCache.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/tern")
        #expect(
            ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.cache/tern")
    }

    /// Issue 25: an empty `HOME` is as good as unset: the passwd entry's home, never `./.cache/tern`.
    @Test func anEmptyHomeIsNotTheCurrentDirectory() {
        let path = ResponseCache.defaultDirectory(environment: ["HOME": ""]).path
        #expect(path.hasPrefix("/"))
        #expect(path.hasSuffix("/.cache/tern"))
        #expect(path != FileManager.default.currentDirectoryPath + "/.cache/tern")
    }

    /// Issue 25: a cache folder that is a symbolic link (to a shared 1777 folder) is neither
    /// chmod-ed nor written into; the store says so in the log.
    @Test func aCacheFolderThatIsALinkIsNotWrittenIntoNorChmodded() async throws {
        let shared = directory.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: shared.path)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("tern")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        let cache = ResponseCache(directory: link, logger: log.logger)
        await cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: endpoint)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
        let mode = try FileManager.default.attributesOfItem(atPath: shared.path)[.posixPermissions] as? Int
        #expect(mode == 0o1777)
        #expect(log.lines.contains { $0.contains("\(link.path) is a symbolic link") })
        #expect(await cache.cachedResponse(for: endpoint) == nil)
    }

    /// Issue 25: an entry that is a symbolic link is not written through: the link's target keeps
    /// its bytes, and the link is not read as an answer.
    @Test func anEntryThatIsALinkIsNeitherReadNorWrittenThrough() async throws {
        let cache = cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("theirs".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: await cache.fileURL(for: endpoint), withDestinationURL: victim)
        await cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: endpoint)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "theirs")
        #expect(await cache.cachedResponse(for: endpoint) == nil)
    }

    /// Issue 25: an entry over `maximumEntryBytes` is refused unread and removed, with a log line.
    @Test func anEntryOverItsCapIsRefusedUnread() async throws {
        let cache = cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        await cache.store(HTTPResponse(status: 200, body: Data("{}".utf8)), for: endpoint)
        let file = await cache.fileURL(for: endpoint)
        try #require(truncate(file.path, off_t(ResponseCache.maximumEntryBytes + 1)) == 0)
        #expect(await cache.cachedResponse(for: endpoint) == nil)
        #expect(log.lines.contains { $0.contains("is larger than 8 MiB") })
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
