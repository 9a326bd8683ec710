/// Transport failures where the server did answer, or tern chose not to follow it — worded the same
/// for every provider, so a person is never told to check a network that works.
public enum TransportProblem: Equatable, Hashable, Sendable {
    /// The server closed the connection before its answer was complete.
    case connectionClosed(host: String)
    /// The server redirected in a loop or too many times.
    case tooManyRedirects(host: String)
    /// The server redirected to a scheme tern does not speak (`ftp`).
    case redirectToUnsupportedScheme(String)
    /// The server redirected to another scheme, host or port, where the key must not go.
    case redirectToOtherSite(host: String)
    /// The answer was empty or JSON `null`.
    case emptyAnswer
    /// The network failed and the saved copy of the answer could not be read.
    case unreadableCache(host: String)

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

    /// Whether retrying may help: a cut connection or a network that comes back, not a server's rules.
    public var isRetryable: Bool {
        switch self {
        case .connectionClosed, .emptyAnswer, .unreadableCache: true
        case .tooManyRedirects, .redirectToUnsupportedScheme, .redirectToOtherSite: false
        }
    }
}
