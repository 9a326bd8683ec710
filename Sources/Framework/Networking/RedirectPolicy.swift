import FoundationEssentials

/// Which redirects a request may follow: at most `maximumRedirects` hops, each to the same origin
/// (scheme, host and port) as the request that started them. Anything else is refused, because
/// following it would send the original headers — DummyAPI's `app-id` — and OpenWeatherMap's `appid`
/// query value along to wherever the server points. See docs/decisions/1102-refuse-cross-origin-redirects.md.
public struct RedirectPolicy: Sendable, Equatable {
    /// Hops allowed in one request; more means a loop or a misconfigured server.
    public static let maximumRedirects = 5

    /// Scheme, host and port every hop must keep.
    public let origin: URL
    private(set) var hops = 0

    /// A policy for a request that started at `origin`, no hop counted yet.
    public init(origin: URL) {
        self.origin = origin
    }

    /// Counts one more hop to `target`; `nil` when it may be followed, else the error to fail with.
    public mutating func check(_ target: URL?) -> NetworkError? {
        hops += 1
        let host = origin.host ?? origin.redactedDescription
        guard let target, let scheme = target.scheme?.lowercased() else {
            return .redirectRefused(.unsupportedScheme("(none)"))
        }
        guard scheme == "http" || scheme == "https" else { return .redirectRefused(.unsupportedScheme(scheme)) }
        guard Self.originKey(target) == Self.originKey(origin) else {
            return .redirectRefused(.otherOrigin(host: target.host ?? target.redactedDescription))
        }
        return hops > Self.maximumRedirects ? .tooManyRedirects(host: host) : nil
    }

    /// Scheme, lower-cased host and effective port.
    private static func originKey(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
