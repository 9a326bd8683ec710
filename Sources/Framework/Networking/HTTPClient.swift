/// Performs HTTP requests. The live implementation is `CurlHTTPClient`; tests use it too,
/// pointed at the loopback test server.
///
/// `send` returns any complete response, whatever its status; non-2xx statuses are turned into
/// `NetworkError.http` by the decoding helpers (`HTTPClient+Decoding`), so a service can still read
/// a provider's own error body. Cancelling the calling task cancels the request.
public protocol HTTPClient: Sendable {
    /// Sends a GET to `endpoint` and returns the complete response, whatever its status.
    func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse
}
