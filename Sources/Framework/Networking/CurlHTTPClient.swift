import CCurl
import FoundationEssentials
import Logging

/// The live `HTTPClient`: GET requests through libcurl, with no cache and no cookies.
///
/// Runs its transfers on a `TransferLoop` (one libcurl multi handle on a thread of its own while
/// there is work; decision 2050); libcurl is initialised by the first request, not at start-up.
/// Every request has an overall deadline (`timeout`) from sending to the last body byte, across
/// redirects (decision 0401); bodies over `maxBodyBytes` are refused while they stream in. Redirects
/// are followed by the client, not libcurl, and only where `RedirectPolicy` allows (decision 1102).
/// libcurl speaks only http and https, decodes gzip and deflate, takes proxies from the environment
/// as libcurl does (`http_proxy`, `https_proxy`, `no_proxy`) and sends a URL's user-info as Basic
/// authorization; IPv6 literal hosts (`http://[::1]:8080`) need nothing special. Cancelling the
/// calling task ends the transfer at once. Each request is logged with its method, redacted URL,
/// status and duration — never a secret — and the body of an answer that is not 2xx comes back with
/// the endpoint's secrets masked (`SecretRedactor`). Every request names the app in `User-Agent`
/// when it was given one (libcurl sends none of its own). Safe to use from any thread.
public final class CurlHTTPClient: HTTPClient {
    /// The overall time a request may take, from sending to the last body byte.
    public let timeout: Double
    /// The largest body accepted; a larger one fails with `NetworkError.tooLarge`.
    public let maxBodyBytes: Int
    /// The `User-Agent` header every request carries ("tern/0.1.0"), unless its endpoint names its
    /// own; `nil`: none.
    public let userAgent: String?
    private let logger: Logger
    private let loop = TransferLoop()

    /// A client whose requests each end within `timeout` seconds, refuse bodies over `maxBodyBytes`
    /// and say they come from `userAgent`; without a `logger` they are logged nowhere (for an app
    /// with no logging of its own).
    public init(
        timeout: Double = 10, maxBodyBytes: Int = 10_000_000, userAgent: String? = nil,
        logger: Logger = Logger(label: "networking", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.userAgent = userAgent
        self.logger = logger
    }

    /// Sends a GET to `endpoint` within `timeout`; see `HTTPClient.send(_:)`.
    public func send(_ endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        let url = try endpoint.url()
        let started = ContinuousClock.now
        let result = await follow(url, for: endpoint, until: started + .seconds(timeout))
        log(result, for: endpoint, elapsed: ContinuousClock.now - started)
        var response = try result.get()
        if !(200..<300).contains(response.status) {
            // An error body is text for people; one that repeats the request (`… App-Id: …`) must not
            // carry the secret to the screen, standard error or the log.
            response.body = endpoint.redactor.redact(response.body)
        }
        return response
    }

    /// The statuses whose `Location` the client follows.
    private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// libcurl's one-time set-up, made by the first request.
    private static let libcurlReady = tern_curl_global_init() == CURLE_OK

    /// GETs `url` and each redirect `RedirectPolicy` allows, all before `deadline`.
    private func follow(_ url: URL, for endpoint: Endpoint, until deadline: ContinuousClock.Instant) async
        -> Result<HTTPResponse, NetworkError>
    {
        let host = endpoint.hostDescription
        var headers = endpoint.headers
        if let userAgent, !headers.keys.contains(where: { $0.lowercased() == "user-agent" }) {
            headers["User-Agent"] = userAgent
        }
        var headerLines: [String] = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard !(name + value).utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else {
                return .failure(.invalidRequest("the header \(name) holds a line break"))
            }
            // `name:` alone would make libcurl leave the header out; `name;` sends it empty.
            headerLines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        guard Self.libcurlReady else { return .failure(.unreachable(host: host)) }
        var policy = RedirectPolicy(origin: url)
        var target = url
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .failure(.timeout(seconds: timeout)) }
            let request = Transfer.Request(
                url: target.absoluteString, headerLines: headerLines,
                timeoutMilliseconds: Int(max(1, Self.milliseconds(remaining))),
                maxBodyBytes: maxBodyBytes)
            let answer: Transfer.Answer
            switch await perform(request, host: host) {
            case .success(let received): answer = received
            case .failure(let error): return .failure(error)
            }
            guard Self.redirectStatuses.contains(answer.status), let location = answer.headers["location"] else {
                return .success(HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body))
            }
            let next =
                answer.redirectURL.flatMap { URL(string: $0) } ?? URL(string: location, relativeTo: target)?.absoluteURL
            if let refusal = policy.check(next) { return .failure(refusal) }
            guard let next else { return .failure(.redirectRefused(.unsupportedScheme("(none)"))) }
            target = next
        }
    }

    /// Runs one hop on the loop; cancelling the calling task ends it at once.
    private func perform(_ request: Transfer.Request, host: String) async -> Result<Transfer.Answer, NetworkError> {
        guard let transfer = Transfer(request, host: host, timeoutSeconds: timeout) else {
            return .failure(.unreachable(host: host))
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if transfer.start(continuation) { loop.submit(transfer) }
            }
        } onCancel: {
            transfer.finish(.failure(.cancelled))
            loop.withdraw(transfer)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    private func log(_ result: Result<HTTPResponse, NetworkError>, for endpoint: Endpoint, elapsed: Duration) {
        let milliseconds = Self.milliseconds(elapsed)
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
