import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `HTTPClient`: GET requests on an ephemeral `URLSession` with no URL cache.
///
/// Owns one session for its lifetime; a request to an IPv6 literal host, which FoundationNetworking
/// refuses, goes through `SocketTransfer` instead (decision 2030). Every request has an overall deadline (`timeout`) that it
/// enforces itself, because URLSession on Linux may never time out a server that accepts the
/// connection and then stays silent; bodies over `maxBodyBytes` are refused while they stream in.
/// Cancelling the calling task cancels the underlying `URLSessionTask`. Each request is logged with
/// its method, redacted URL, status and duration — never a secret — and the body of an answer that
/// is not 2xx comes back with the endpoint's secrets masked (`SecretRedactor`). Safe to use from
/// any thread.
public final class URLSessionHTTPClient: HTTPClient {
    /// The overall time a request may take, from sending to the last body byte.
    public let timeout: Double
    /// The largest body accepted; a larger one fails with `NetworkError.tooLarge`.
    public let maxBodyBytes: Int
    private let logger: Logger
    private let session: URLSession
    private let registry: TransferRegistry

    /// A client whose requests each end within `timeout` seconds and refuse bodies over `maxBodyBytes`;
    /// without a `logger` they are logged nowhere (for an app with no logging of its own).
    public init(
        timeout: Double = 10, maxBodyBytes: Int = 10_000_000,
        logger: Logger = Logger(label: "networking", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.logger = logger
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.timeoutIntervalForRequest = Self.backstopTimeout(for: timeout)
        configuration.timeoutIntervalForResource = Self.backstopTimeout(for: timeout)
        registry = TransferRegistry()
        session = URLSession(configuration: configuration, delegate: registry, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends a GET to `endpoint` within `timeout`; see `HTTPClient.send(_:)`.
    public func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        let url = try endpoint.url()
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.backstopTimeout(for: timeout))
        request.httpMethod = "GET"
        for (name, value) in endpoint.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let started = ContinuousClock.now
        let result: Result<HTTPResponse, NetworkError>
        #if canImport(Glibc)
            if SocketTransfer.isNeeded(for: url) {
                result = await SocketTransfer.get(
                    url: url, headers: endpoint.headers, host: endpoint.hostDescription, timeout: timeout,
                    maxBodyBytes: maxBodyBytes)
            } else {
                result = await perform(request, url: url, host: endpoint.hostDescription)
            }
        #else
            result = await perform(request, url: url, host: endpoint.hostDescription)
        #endif
        log(result, for: endpoint, elapsed: ContinuousClock.now - started)
        var response = try result.get()
        if !(200..<300).contains(response.status) {
            // An error body is text for people; one that repeats the request (`… App-Id: …`) must not
            // carry the secret to the screen, standard error or the log.
            response.body = endpoint.redactor.redact(response.body)
        }
        return response
    }

    /// URLSession's own timeout, a second past ours: FoundationNetworking rounds sub-second timeouts
    /// down to zero and then fails at once, so the precise deadline is the one `Transfer` enforces.
    private static func backstopTimeout(for timeout: Double) -> Double {
        timeout.rounded(.up) + 1
    }

    private func perform(_ request: URLRequest, url: URL, host: String) async -> Result<HTTPResponse, NetworkError> {
        let transfer = Transfer(url: url, host: host, timeout: timeout, maxBodyBytes: maxBodyBytes)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(continuation: continuation) {
                    let task = session.dataTask(with: request)
                    registry.register(transfer, for: task.taskIdentifier)
                    task.resume()
                    return task
                }
            }
        } onCancel: {
            transfer.finish(.failure(.cancelled))
        }
    }

    private func log(_ result: Result<HTTPResponse, NetworkError>, for endpoint: Endpoint, elapsed: Duration) {
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        let target = "GET \(endpoint.redactedDescription)"
        switch result {
        case .success(let response):
            logger.info(
                "\(target) → \(response.status) in \(milliseconds) ms",
                metadata: ["status": "\(response.status)", "duration_ms": "\(milliseconds)"])
        case .failure(let error):
            logger.warning(
                "\(target) failed after \(milliseconds) ms: \(error.userMessage)",
                metadata: ["duration_ms": "\(milliseconds)"])
        }
    }
}
