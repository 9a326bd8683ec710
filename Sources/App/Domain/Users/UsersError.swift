/// Why loading users failed, each case with a message a person understands. Never holds a secret.
public enum UsersError: Error, Sendable, Equatable, Hashable {
    /// No app id configured, or the provider says none was sent.
    case appIDMissing
    /// The provider does not know the app id, set where `origin` says.
    case appIDRejected(origin: SecretOrigin)
    /// No user with that id.
    case notFound(id: String?)
    /// The provider refused the page, limit or id as malformed.
    case invalidParameters
    /// The host could not be reached.
    case unreachable(host: String)
    /// No answer in time.
    case timeout(seconds: Double)
    /// Too many requests (429); `retryAfterSeconds` is how long the provider asks to wait, when it says.
    case rateLimited(retryAfterSeconds: Int?)
    /// The provider answered with an unexpected status.
    case server(status: Int, message: String?)
    /// The body could not be understood; `path` says where, e.g. `data[3].firstName`.
    case badResponse(path: String)
    /// The body was larger than tern accepts (`limitBytes`); it was refused, not read.
    case tooLarge(limitBytes: Int)
    /// The request could not be built, e.g. a malformed base URL override.
    case invalidRequest(String)
    /// The server answered but not usably, or tern refused to follow it.
    case transport(TransportProblem)
    /// The request was cancelled.
    case cancelled

    /// True when trying again later may help (network trouble), false when the person must change something.
    public var isRetryable: Bool {
        switch self {
        case .transport(let problem): problem.isRetryable
        case .unreachable, .timeout, .rateLimited, .server, .cancelled: true
        case .appIDMissing, .appIDRejected, .notFound, .invalidParameters, .badResponse, .tooLarge, .invalidRequest:
            false
        }
    }
}
