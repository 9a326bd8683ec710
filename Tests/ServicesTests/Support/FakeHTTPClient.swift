import Foundation
import Networking
import Synchronization
import Testing

/// An `HTTPClient` that answers from canned replies keyed by path and records every request.
/// A request for a path without a reply fails the test.
final class FakeHTTPClient: HTTPClient {
    private let replies: Mutex<[String: Result<HTTPResponse, NetworkError>]>
    private let requests = Mutex<[Endpoint]>([])

    init(_ replies: [String: Result<HTTPResponse, NetworkError>] = [:]) {
        self.replies = Mutex(replies)
    }

    /// Endpoints sent so far, in order.
    var sent: [Endpoint] {
        requests.withLock { $0 }
    }

    func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        requests.withLock { $0.append(endpoint) }
        guard let reply = replies.withLock({ $0[endpoint.path] }) else {
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
