import Domain

/// The wording of a transport problem, the same for every provider.
extension TransportProblem {
    /// One line for the screen; `server` names who answered ("weather server").
    public func message(server: String) -> String {
        switch self {
        case .connectionClosed(let host):
            "\(host) closed the connection in the middle of its answer — try again"
        case .tooManyRedirects(let host):
            "\(host) redirected too many times (a redirect loop) — the server is misconfigured"
        case .redirectToUnsupportedScheme(let scheme):
            "The \(server) redirected to a \(scheme): address, which tern cannot follow"
        case .redirectToOtherSite(let host):
            "The \(server) redirected to another site (\(host)); tern does not follow it, so your key stays put"
        case .emptyAnswer:
            "The \(server) sent an empty answer"
        case .unreadableCache(let host):
            "Cannot reach \(host), and the saved copy was unreadable (discarded) — check the network connection"
        }
    }
}
