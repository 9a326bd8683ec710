import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Maps a URLSession failure to the error the screens understand.
    ///
    /// Connection-level failures (offline, refused, DNS, reset) are `.unreachable` — or
    /// `.connectionClosed` once the server had begun `answering`; `.timedOut` is `.timeout`;
    /// `.cancelled` is `.cancelled`; a redirect loop is `.tooManyRedirects`; a body that cannot be
    /// decompressed or parsed as HTTP is `.undecodable`.
    static func from(_ error: any Error, host: String, timeoutSeconds: Double, answering: Bool) -> NetworkError {
        guard let urlError = error as? URLError else {
            return answering ? .connectionClosed(host: host) : .unreachable(host: host)
        }
        switch urlError.code {
        case .timedOut:
            return .timeout(seconds: timeoutSeconds)
        case .cancelled:
            return .cancelled
        case .badURL:
            return .invalidRequest("the URL is not supported")
        case .unsupportedURL:
            return answering
                ? .redirectRefused(.unsupportedScheme("(unknown)")) : .invalidRequest("the URL is not supported")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .tooManyRedirects(host: host)
        case .cannotDecodeContentData, .cannotDecodeRawData, .cannotParseResponse, .badServerResponse:
            return .undecodable(path: "(root)", reason: "the answer is garbled (\(urlError.code.rawValue))")
        default:
            return answering ? .connectionClosed(host: host) : .unreachable(host: host)
        }
    }
}
