import Domain
import DomainText
import Networking

/// Why loading movies failed, in one line for people. Never holds the TMDB key: Networking masks it
/// in every `NetworkError` it makes.
public enum MoviesError: UserFacingError, Equatable {
    /// No TMDB key configured.
    case keyMissing
    /// TMDB refused the key sent (401), set where `origin` says.
    case keyRejected(origin: SecretOrigin)
    /// No movie with that id (404).
    case notFound(id: Int)
    /// Too many requests (429); `retryAfterSeconds` is how long TMDB asks to wait, when it says.
    case rateLimited(retryAfterSeconds: Int?)
    /// The bundled sample does not decode; `path` says where.
    case unreadableSample(path: String)
    /// The request failed on the way, or its answer could not be read.
    case network(NetworkError)

    /// One line for the screen, e.g. "TMDB refused the API key set in TMDB_API_KEY — check it".
    public var userMessage: String {
        switch self {
        case .keyMissing:
            "TMDB needs an API key — set TMDB_API_KEY or tmdb_api_key in config.toml, or use --movies-provider sample"
        case .keyRejected(let origin): "TMDB refused the API key set in \(origin.text) — check it"
        case .notFound(let id): "No movie with id \(id)"
        case .rateLimited(let seconds): TransportMessage.rateLimited(retryAfterSeconds: seconds)
        case .unreadableSample(let path): "The bundled sample movies cannot be read (at \(path))"
        case .network(let error): error.userMessage
        }
    }

    /// True for trouble that may pass (the network, a busy server), false when a setting must change.
    public var isRetryable: Bool {
        if case .rateLimited = self { return true }
        guard case .network(let error) = self else { return false }
        switch error {
        case .http(let status, _): return status == 429 || status >= 500
        case .unreachable, .timeout, .connectionClosed, .cancelled, .emptyBody, .unreadableCache: return true
        default: return false
        }
    }
}
