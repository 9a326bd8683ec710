import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Maps a URLSession failure to the error the screens understand.
    ///
    /// Connection-level failures (offline, refused, DNS) are `.unreachable` — or `.connectionClosed`
    /// once the server had begun `answering`; a connection reset after it was made is
    /// `.connectionClosed` either way; `.timedOut` is `.timeout`;
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
        // curl's CURLE_RECV_ERROR/CURLE_SEND_ERROR with ECONNRESET: the host was reached and then
        // reset the connection, which "cannot reach" would misreport.
        case .networkConnectionLost:
            return .connectionClosed(host: host)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .tooManyRedirects(host: host)
        case .cannotDecodeContentData, .cannotDecodeRawData, .cannotParseResponse, .badServerResponse:
            return .undecodable(path: "(root)", reason: "the answer's compression or HTTP framing is corrupt")
        // FoundationNetworking reports curl's CURLE_BAD_CONTENT_ENCODING (a corrupt gzip body) as
        // code -1 ("unknown") and keeps only curl's text to tell it apart.
        case .unknown where urlError.localizedDescription.contains("content unencoding"):
            return .undecodable(path: "(root)", reason: "the answer's compression or HTTP framing is corrupt")
        default:
            return answering ? .connectionClosed(host: host) : .unreachable(host: host)
        }
    }
}
