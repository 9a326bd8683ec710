/// Transport failures where the server did answer, or tern chose not to follow it (worded the same
/// for every provider in DomainText, so a person is never told to check a network that works).
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

    /// Whether retrying may help: a cut connection or a network that comes back, not a server's rules.
    public var isRetryable: Bool {
        switch self {
        case .connectionClosed, .emptyAnswer, .unreadableCache: true
        case .tooManyRedirects, .redirectToUnsupportedScheme, .redirectToOtherSite: false
        }
    }
}
