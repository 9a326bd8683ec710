import CCurl
import FoundationEssentials
import Synchronization
import TerminalCore

/// One HTTP exchange on its own libcurl easy handle — a single hop: redirects are the client's to
/// follow. Collects the answer's head and body as `TransferLoop` drives it, and resumes its caller
/// exactly once with the answer, a failure or a cancellation, whichever comes first.
///
/// `@unchecked Sendable`: the easy handle is only touched by `init`, the loop thread while the
/// transfer is in the loop, and `deinit` once nothing else holds the transfer; everything else is
/// behind the mutex, and the continuation is resumed outside it.
final class Transfer: @unchecked Sendable {
    /// What one request asks of libcurl.
    struct Request {
        /// The whole URL, user-info included (libcurl sends it as Basic authorization).
        var url: String
        /// Header lines, `name: value` each, already free of line breaks.
        var headerLines: [String]
        /// The time this hop may take before libcurl ends it with a timeout.
        var timeoutMilliseconds: Int
        /// The largest body accepted.
        var maxBodyBytes: Int
    }

    /// A complete answer to one hop.
    struct Answer {
        var status: Int
        /// Header values by lower-cased name; a repeated header's values joined by `, `.
        var headers: [String: String]
        var body: Data
        /// Where a redirect points, resolved by libcurl against the request URL.
        var redirectURL: String?
    }

    private struct State {
        var continuation: CheckedContinuation<Result<Answer, NetworkError>, Never>?
        var outcome: Result<Answer, NetworkError>?
        var headers: [String: String] = [:]
        /// Whether a status line arrived: from then on a failure is a closed connection, not an
        /// unreachable host.
        var answering = false
        var body = Data()
        var overLimit = false
    }

    /// The host for messages (`NetworkError`), an IPv6 literal in brackets.
    let host: String
    /// The client's overall timeout, for `.timeout(seconds:)`.
    let timeoutSeconds: Double
    /// The libcurl easy handle (`CURL *`).
    let handle: UnsafeMutableRawPointer
    private let maxBodyBytes: Int
    private let headerList: UnsafeMutablePointer<curl_slist>?
    private let state = Mutex(State())

    /// A transfer for `request`, or nil when libcurl cannot make a handle (out of memory).
    init?(_ request: Request, host: String, timeoutSeconds: Double) {
        guard let handle = tern_curl_easy_init() else { return nil }
        self.handle = handle
        self.host = host
        self.timeoutSeconds = timeoutSeconds
        maxBodyBytes = request.maxBodyBytes
        headerList = request.headerLines.reduce(nil) { tern_curl_slist_append($0, $1) }
        configure(request)
    }

    deinit {
        tern_curl_easy_cleanup(handle)
        tern_curl_slist_free_all(headerList)
    }

    private func configure(_ request: Request) {
        tern_curl_setopt_string(handle, CURLOPT_URL, request.url)
        tern_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        tern_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        tern_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        tern_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, request.timeoutMilliseconds)
        tern_curl_setopt_long(handle, CURLOPT_MAXFILESIZE, request.maxBodyBytes)
        // "": every encoding libcurl can decode (gzip, deflate, …), announced and decoded.
        tern_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        tern_curl_setopt_headers(handle, headerList)
        let context = Unmanaged.passUnretained(self).toOpaque()
        tern_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        tern_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
            guard let bytes, let context else { return 0 }
            let line = UnsafeRawBufferPointer(start: bytes, count: size * count)
            Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().receive(headerLine: line)
            return size * count
        }
        tern_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        tern_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
            guard let bytes, let context else { return 0 }
            let chunk = UnsafeRawBufferPointer(start: bytes, count: size * count)
            // Fewer bytes than given makes libcurl stop with CURLE_WRITE_ERROR.
            return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().receive(body: chunk) ? chunk.count : 0
        }
    }

    /// Keeps `continuation` for the answer; false (and resumes it at once) when the transfer already
    /// finished — it was cancelled before it started — so it must not be run.
    func start(_ continuation: CheckedContinuation<Result<Answer, NetworkError>, Never>) -> Bool {
        let finished: Result<Answer, NetworkError>? = state.withLock { state in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        guard let finished else { return true }
        continuation.resume(returning: finished)
        return false
    }

    /// Whether the transfer has its outcome.
    var isFinished: Bool { state.withLock { $0.outcome != nil } }

    /// One line of the head: a status line starts a new head (an interim `100 Continue`, a proxy's
    /// `CONNECT` answer), any other line is a header.
    private func receive(headerLine: UnsafeRawBufferPointer) {
        let line = String(decoding: headerLine, as: UTF8.self)
        state.withLock { state in
            if line.hasPrefix("HTTP/") {
                state.headers = [:]
                state.answering = true
                return
            }
            guard let colon = line.firstIndex(of: ":") else { return }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            state.headers[name] = state.headers[name].map { "\($0), \(value)" } ?? value
        }
    }

    /// Appends a piece of the (decoded) body; false once the body is over the limit.
    private func receive(body chunk: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            guard state.body.count + chunk.count <= maxBodyBytes else {
                state.overLimit = true
                return false
            }
            state.body.append(contentsOf: chunk)
            return true
        }
    }

    /// libcurl is done with the transfer (`code`); called on the loop thread.
    func complete(with code: CURLcode) {
        let (headers, body, answering, overLimit) = state.withLock {
            ($0.headers, $0.body, $0.answering, $0.overLimit)
        }
        guard code == CURLE_OK else {
            let error = NetworkError.from(
                code, host: host, timeoutSeconds: timeoutSeconds, maxBodyBytes: maxBodyBytes, answering: answering)
            finish(.failure(overLimit ? .tooLarge(limitBytes: maxBodyBytes) : error))
            return
        }
        var status = 0
        tern_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        var redirect: UnsafeMutablePointer<CChar>?
        tern_curl_getinfo_string(handle, CURLINFO_REDIRECT_URL, &redirect)
        let answer = Answer(
            status: status, headers: headers, body: body, redirectURL: redirect.map { String(cString: $0) })
        finish(.success(answer))
    }

    /// Records the first outcome and resumes the caller; later calls do nothing.
    func finish(_ outcome: Result<Answer, NetworkError>) {
        let continuation = state.withLock { state -> CheckedContinuation<Result<Answer, NetworkError>, Never>? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            state.body = Data()
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: outcome)
    }
}
