/// Everything that can go wrong between a request and a decoded value, each with a one-line
/// message for people. Messages never contain secrets.
public enum NetworkError: Error, Equatable, Sendable {
    /// The host could not be reached: no network, DNS failure, connection refused or reset.
    case unreachable(host: String)
    /// The server began answering, then closed the connection before the answer was complete.
    case connectionClosed(host: String)
    /// More redirects than `RedirectPolicy.maximumRedirects`, or a loop.
    case tooManyRedirects(host: String)
    /// A redirect that tern refuses to follow (another origin, another scheme); see `RedirectPolicy`.
    case redirectRefused(RedirectRefusal)
    /// The answer was empty, or JSON `null`.
    case emptyBody
    /// The network failed and the offline copy of the answer could not be read (it was discarded).
    case unreadableCache(host: String)
    /// No complete answer within the request timeout.
    case timeout(seconds: Double)
    /// The request was cancelled (a newer search replaced it, the screen closed).
    case cancelled
    /// The server answered with a non-success status; `message` is the server's own, when its body had one.
    case http(status: Int, message: String?)
    /// The body did not decode; `path` is where decoding failed, e.g. `list[3].main.temp`.
    case undecodable(path: String, reason: String)
    /// The body was larger than the client accepts.
    case tooLarge(limitBytes: Int)
    /// The request could not be built (bad base URL, bad path).
    case invalidRequest(String)
}
