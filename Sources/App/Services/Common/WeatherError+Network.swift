import Domain
import Networking

extension WeatherError {
    /// The weather error for a transport failure. HTTP statuses normally reach the service as a
    /// response (it reads the provider's error body); `.http` here only covers clients that throw them.
    init(_ error: NetworkError) {
        switch error {
        case .unreachable(let host): self = .unreachable(host: host)
        case .timeout(let seconds): self = .timeout(seconds: seconds)
        case .cancelled: self = .cancelled
        case .http(429, _): self = .rateLimited(retryAfterSeconds: nil)
        case .http(let status, let message): self = .server(status: status, message: message)
        case .undecodable(let path, _): self = .badResponse(path: path)
        case .tooLarge(let limit): self = .tooLarge(limitBytes: limit)
        case .invalidRequest(let reason): self = .invalidRequest(reason)
        case .connectionClosed, .tooManyRedirects, .redirectRefused, .emptyBody, .unreadableCache:
            self = TransportProblem(error).map(Self.transport) ?? .invalidRequest(error.userMessage)
        }
    }
}
