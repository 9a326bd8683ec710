import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Maps a URLSession failure to the error the screens understand.
    ///
    /// Connection-level failures (offline, refused, DNS, reset) are `.unreachable`; `.timedOut` is
    /// `.timeout`; `.cancelled` is `.cancelled`; anything else is treated as unreachable too, since
    /// the request never produced an answer.
    static func from(_ error: any Error, host: String, timeoutSeconds: Double) -> NetworkError {
        guard let urlError = error as? URLError else { return .unreachable(host: host) }
        switch urlError.code {
        case .timedOut:
            return .timeout(seconds: timeoutSeconds)
        case .cancelled:
            return .cancelled
        case .badURL, .unsupportedURL:
            return .invalidRequest("the URL is not supported")
        default:
            return .unreachable(host: host)
        }
    }
}
