import FoundationEssentials
import Logging

/// An `HTTPClient` decorator that keeps the last good answer of each request and serves it when
/// the network fails.
///
/// Successful (2xx) responses are stored in `cache`. When the inner client fails with
/// `.unreachable` or `.timeout`, the cached response is returned with `cachedAt` set, so the screen
/// can mark it as offline data; a cached file that cannot be read is discarded and the failure becomes
/// `.unreadableCache`; every other error, and a failure with nothing cached, passes through.
public struct CachingHTTPClient: HTTPClient {
    private let inner: any HTTPClient
    private let cache: ResponseCache
    private let logger: Logger

    /// Caches `inner`'s 2xx answers in `cache`, logging what it serves from it to `logger`.
    public init(wrapping inner: any HTTPClient, cache: ResponseCache, logger: Logger) {
        self.inner = inner
        self.cache = cache
        self.logger = logger
    }

    /// `inner`'s answer, or the cached one (with `cachedAt`) when the network failed.
    public func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await inner.send(endpoint)
            if (200..<300).contains(response.status) {
                await cache.store(response, for: endpoint)
            }
            return response
        } catch {
            switch error {
            case .unreachable, .timeout:
                let cached: HTTPResponse
                switch await cache.lookUp(endpoint) {
                case .hit(let response): cached = response
                case .miss: throw error
                case .unreadable: throw .unreadableCache(host: endpoint.hostDescription)
                }
                logger.notice(
                    "serving GET \(endpoint.redactedDescription) from the offline cache (\(error.userMessage))",
                    metadata: ["cached_at": "\(cached.cachedAt.map { $0.formatted(.iso8601) } ?? "?")"])
                return cached
            default:
                throw error
            }
        }
    }
}
