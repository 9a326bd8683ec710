import Foundation
import Networking
import Testing

/// An `HTTPClient` that answers from canned replies keyed by path and records every request.
/// A request for a path without a reply fails the test.
///
/// `@unchecked Sendable`: `requests` is only touched under `lock`, an `NSLock` rather than a
/// `Synchronization.Mutex`, whose contended path ThreadSanitizer cannot see (docs/TESTING.md).
final class FakeHTTPClient: HTTPClient, @unchecked Sendable {
    private let replies: [String: Result<HTTPResponse, NetworkError>]
    private let lock = NSLock()
    private var requests: [Endpoint] = []

    init(_ replies: [String: Result<HTTPResponse, NetworkError>] = [:]) {
        self.replies = replies
    }

    /// Endpoints sent so far, in order.
    var sent: [Endpoint] {
        lock.withLock { requests }
    }

    func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        lock.withLock { requests.append(endpoint) }
        guard let reply = replies[endpoint.path] else {
            Issue.record("unexpected request to \(endpoint.path)")
            throw .invalidRequest("no canned reply for \(endpoint.path)")
        }
        return try reply.get()
    }
}

extension Result where Success == HTTPResponse, Failure == NetworkError {
    /// A canned response with `status` and `body`, optionally from the offline cache.
    static func reply(_ status: Int, _ body: Data, cachedAt: Date? = nil) -> Self {
        .success(
            HTTPResponse(status: status, headers: ["content-type": "application/json"], body: body, cachedAt: cachedAt))
    }

    /// A canned response with a JSON text body.
    static func reply(_ status: Int, json: String) -> Self {
        reply(status, Data(json.utf8))
    }
}
