import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite struct CachingHTTPClientTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-caching-tests-\(UUID().uuidString)", isDirectory: true)
    private let log = LogCapture()

    /// A caching client that fetched `/weather` once from a loopback server, which has then stopped.
    private func clientAfterOneAnswerAndTheServerGone() async throws -> (
        cache: ResponseCache, client: CachingHTTPClient, endpoint: Endpoint, live: HTTPResponse
    ) {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"temp":21}"#), to: "/weather")
        let cache = ResponseCache(directory: directory, logger: log.logger)
        let client = CachingHTTPClient(
            wrapping: CurlHTTPClient(timeout: 20, logger: log.logger), cache: cache, logger: log.logger)
        let endpoint = Endpoint(baseURL: server.baseURL, path: "/weather")
        let live = try await client.send(endpoint)
        await server.stop()
        return (cache, client, endpoint, live)
    }

    @Test func servesTheLastGoodResponseWhenTheServerIsGone() async throws {
        let (_, client, endpoint, live) = try await clientAfterOneAnswerAndTheServerGone()
        #expect(live.cachedAt == nil)
        let offline = try await client.send(endpoint)
        #expect(offline.body == live.body)
        #expect(offline.cachedAt != nil)
        #expect(log.lines.contains { $0.contains("from the offline cache") })
        try? FileManager.default.removeItem(at: directory)
    }

    /// A cache entry corrupted on disk is discarded and the failure says the saved copy was
    /// unreadable; a readable entry whose body does not decode is also the cache's fault, not the server's.
    @Test func anUnreadableCacheEntryIsDiscardedAndSaidSo() async throws {
        let (cache, client, endpoint, _) = try await clientAfterOneAnswerAndTheServerGone()
        let file = await cache.fileURL(for: endpoint)
        try Data("{ not json".utf8).write(to: file)
        await #expect(throws: NetworkError.unreadableCache(host: "127.0.0.1")) { try await client.send(endpoint) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        await #expect(throws: NetworkError.unreachable(host: "127.0.0.1")) { try await client.send(endpoint) }
        let garbled = HTTPResponse(status: 200, body: Data("[1,".utf8), cachedAt: Date())
        #expect(throws: NetworkError.unreadableCache(host: "127.0.0.1")) {
            try garbled.decoded([String: Int].self, for: endpoint)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func servesTheCacheOnTimeout() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"temp":21}"#), to: "/weather")
        let cache = ResponseCache(directory: directory, logger: log.logger)
        let endpoint = Endpoint(baseURL: server.baseURL, path: "/weather")
        let patient = CachingHTTPClient(
            wrapping: CurlHTTPClient(timeout: 10, logger: log.logger), cache: cache, logger: log.logger)
        _ = try await patient.send(endpoint)
        await server.reply(FixtureReply(behaviour: .neverAnswer), to: "/weather")
        let hasty = CachingHTTPClient(
            wrapping: CurlHTTPClient(timeout: 0.3, logger: log.logger), cache: cache, logger: log.logger)
        #expect(try await hasty.send(endpoint).cachedAt != nil)
        await server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func otherFailuresAndErrorStatusesPassThroughAndAreNotStored() async throws {
        let server = try await FixtureServer.start()
        await server.reply(.json(#"{"message":"city not found"}"#, status: 404), to: "/weather")
        let cache = ResponseCache(directory: directory, logger: log.logger)
        let client = CachingHTTPClient(
            wrapping: CurlHTTPClient(timeout: 20, logger: log.logger), cache: cache, logger: log.logger)
        let endpoint = Endpoint(baseURL: server.baseURL, path: "/weather")
        #expect(try await client.send(endpoint).status == 404)
        #expect(await cache.cachedResponse(for: endpoint) == nil)
        await server.stop()
        await #expect(throws: NetworkError.unreachable(host: "127.0.0.1")) {
            try await client.send(endpoint)
        }
        try? FileManager.default.removeItem(at: directory)
    }
}
