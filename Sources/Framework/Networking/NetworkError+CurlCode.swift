import CCurl

extension NetworkError {
    /// Maps the libcurl failure `code` of one transfer to the error the screens understand.
    ///
    /// A host that cannot be resolved, connected to or spoken TLS with is `.unreachable` — or
    /// `.connectionClosed` once the server had begun `answering`; a connection reset or closed after
    /// it was made is `.connectionClosed` either way; a timeout is `.timeout`; an abort is
    /// `.cancelled`; a body over the limit is `.tooLarge`; a body that cannot be decompressed or an
    /// answer that is not HTTP is `.undecodable`; a URL libcurl refuses is `.invalidRequest`.
    static func from(
        _ code: CURLcode, host: String, timeoutSeconds: Double, maxBodyBytes: Int, answering: Bool
    ) -> NetworkError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout(seconds: timeoutSeconds)
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .invalidRequest("the URL is not supported")
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(limitBytes: maxBodyBytes)
        // Reached, then reset or closed before the answer was whole: "cannot reach" would misreport.
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            return .connectionClosed(host: host)
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects(host: host)
        case CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .undecodable(path: "(root)", reason: "the answer's compression or HTTP framing is corrupt")
        default:
            // Resolving, connecting, proxies and TLS (CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT,
            // CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION…).
            return answering ? .connectionClosed(host: host) : .unreachable(host: host)
        }
    }
}
