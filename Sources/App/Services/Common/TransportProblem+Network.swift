import Domain
import Networking

extension TransportProblem {
    /// The problem a transport failure is, for the failures where the server answered or tern
    /// refused to follow it; `nil` for the others, which each domain error maps itself.
    init?(_ error: NetworkError) {
        switch error {
        case .connectionClosed(let host): self = .connectionClosed(host: host)
        case .tooManyRedirects(let host): self = .tooManyRedirects(host: host)
        case .redirectRefused(.unsupportedScheme(let scheme)): self = .redirectToUnsupportedScheme(scheme)
        case .redirectRefused(.otherOrigin(let host)): self = .redirectToOtherSite(host: host)
        case .emptyBody: self = .emptyAnswer
        case .unreadableCache(let host): self = .unreadableCache(host: host)
        case .unreachable, .timeout, .cancelled, .http, .undecodable, .tooLarge, .invalidRequest: return nil
        }
    }
}
