import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight: collects the response and body, and resumes its caller exactly once —
/// with the response, a failure, a cancellation or the deadline, whichever comes first.
///
/// Thread-safe: URLSession's delegate queue, the deadline timer and the cancellation handler all call
/// into it concurrently; all state is behind a lock and the continuation is resumed outside it.
final class Transfer: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
        var task: URLSessionTask?
        var outcome: Result<HTTPResponse, NetworkError>?
        var response: HTTPURLResponse?
        var body = Data()
        var redirects: RedirectPolicy
        /// A redirect that was refused: URLSession then completes with the redirect response itself,
        /// and this is the outcome instead.
        var refusedRedirect: NetworkError?
    }

    private let host: String
    private let timeout: Double
    private let maxBodyBytes: Int
    private let lock = NSLock()
    private var state: State

    init(url: URL, host: String, timeout: Double, maxBodyBytes: Int) {
        self.host = host
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        state = State(redirects: RedirectPolicy(origin: url))
    }

    /// Stores the continuation and starts the task, unless the transfer already finished
    /// (cancelled before it began), in which case the caller is resumed at once.
    func start(
        continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>,
        makeTask: () -> URLSessionTask
    ) {
        lock.lock()
        if let outcome = state.outcome {
            lock.unlock()
            continuation.resume(returning: outcome)
            return
        }
        state.continuation = continuation
        state.task = makeTask()
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            guard let self else { return }
            self.finish(.failure(.timeout(seconds: self.timeout)))
        }
    }

    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        if http.expectedContentLength > Int64(maxBodyBytes) {
            finish(.failure(.tooLarge(limitBytes: maxBodyBytes)))
            return
        }
        lock.withLock { state.response = http }
    }

    /// Whether the redirect to `target` may be followed; if not, the transfer fails with the reason
    /// when URLSession completes it (cancelling here, inside URLSession's redirect callback, would trap).
    func mayFollowRedirect(to target: URL?) -> Bool {
        lock.withLock {
            state.refusedRedirect = state.redirects.check(target)
            return state.refusedRedirect == nil
        }
    }

    func receive(_ data: Data) {
        let exceeded = lock.withLock {
            state.body.append(data)
            return state.body.count > maxBodyBytes
        }
        if exceeded {
            finish(.failure(.tooLarge(limitBytes: maxBodyBytes)))
        }
    }

    func complete(with error: (any Error)?) {
        if let refusal = lock.withLock({ state.refusedRedirect }) {
            finish(.failure(refusal))
            return
        }
        if let error {
            let answering = lock.withLock { state.response != nil }
            finish(.failure(NetworkError.from(error, host: host, timeoutSeconds: timeout, answering: answering)))
            return
        }
        let (response, body) = lock.withLock { (state.response, state.body) }
        guard let response else {
            finish(.failure(.unreachable(host: host)))
            return
        }
        finish(.success(HTTPResponse(status: response.statusCode, headers: Self.headers(of: response), body: body)))
    }

    /// Records the first outcome, cancels the task if it is still running and resumes the caller.
    /// Later calls do nothing.
    func finish(_ outcome: Result<HTTPResponse, NetworkError>) {
        lock.lock()
        guard state.outcome == nil else {
            lock.unlock()
            return
        }
        state.outcome = outcome
        let continuation = state.continuation
        let task = state.task
        state.continuation = nil
        state.task = nil
        state.body = Data()
        lock.unlock()
        task?.cancel()
        continuation?.resume(returning: outcome)
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            headers[name.lowercased()] = value
        }
        return headers
    }
}
