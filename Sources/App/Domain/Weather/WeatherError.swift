/// Why loading weather failed, each case with a message a person understands. Never holds a secret.
public enum WeatherError: Error, Sendable, Equatable, Hashable {
    /// No API key configured for a provider that needs one; `variable` and `configKey` are where
    /// one can be set (the environment, the config file).
    case missingAPIKey(provider: String, variable: String, configKey: String)
    /// The provider rejected the API key (OpenWeatherMap 401), set where `origin` says.
    case invalidAPIKey(provider: String, origin: SecretOrigin)
    /// No place by that name.
    case cityNotFound(String)
    /// The search text was empty (OpenWeatherMap 400 "Nothing to geocode").
    case nothingToGeocode
    /// Too many requests (429); `retryAfterSeconds` is how long the provider asks to wait, when it says.
    case rateLimited(retryAfterSeconds: Int?)
    /// The host could not be reached.
    case unreachable(host: String)
    /// No answer in time.
    case timeout(seconds: Double)
    /// The provider answered with an unexpected status; `message` is its own reason when it gave one.
    case server(status: Int, message: String?)
    /// The body could not be understood; `path` says where, e.g. `list[3].main.temp`.
    case badResponse(path: String)
    /// The body was larger than tern accepts (`limitBytes`); it was refused, not read.
    case tooLarge(limitBytes: Int)
    /// The request could not be built, e.g. a malformed base URL override.
    case invalidRequest(String)
    /// The server answered but not usably, or tern refused to follow it.
    case transport(TransportProblem)
    /// The request was cancelled (a newer search replaced it).
    case cancelled

    /// True when the provider could not be used at all — no network, no answer, no key or a
    /// refused one, too many requests — so bundled sample data is the way to a forecast now.
    public var isProviderUnavailable: Bool {
        switch self {
        case .unreachable, .timeout, .transport(.unreadableCache), .missingAPIKey, .invalidAPIKey, .rateLimited: true
        default: false
        }
    }

    /// True when trying again later may help (network trouble), false when the person must change something.
    public var isRetryable: Bool {
        switch self {
        case .transport(let problem): problem.isRetryable
        case .rateLimited, .unreachable, .timeout, .server, .cancelled: true
        case .missingAPIKey, .invalidAPIKey, .cityNotFound, .nothingToGeocode, .badResponse, .tooLarge, .invalidRequest:
            false
        }
    }
}
