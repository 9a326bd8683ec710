import FoundationEssentials

extension NetworkError {
    /// One line for people, e.g. "Cannot reach api.openweathermap.org — check your connection."
    /// Never contains a secret: endpoints are only named by host.
    public var userMessage: String {
        switch self {
        case .unreachable(let host):
            return "Cannot reach \(host) — check your connection."
        case .connectionClosed(let host):
            return "\(host) closed the connection before the answer was complete."
        case .tooManyRedirects(let host):
            return "\(host) redirected too many times (more than \(RedirectPolicy.maximumRedirects))."
        case .redirectRefused(.unsupportedScheme(let scheme)):
            return "The server redirected to a \(scheme): address, which tern does not follow."
        case .redirectRefused(.otherOrigin(let host)):
            return "The server redirected to \(host); tern does not follow redirects to another site."
        case .emptyBody:
            return "The server's answer was empty."
        case .unreadableCache(let host):
            return "Cannot reach \(host), and the saved copy could not be read."
        case .timeout(let seconds):
            return "The server did not answer within \(Self.formatted(seconds)) s."
        case .cancelled:
            return "The request was cancelled."
        case .http(let status, let message):
            let reason = Self.reasonPhrase(for: status)
            let statusText = reason.isEmpty ? "\(status)" : "\(status) \(reason)"
            guard let message, !message.isEmpty else { return "The server answered \(statusText)." }
            return "The server answered \(statusText): \(message)"
        case .undecodable(let path, _):
            return path.isEmpty || path == "(root)"
                ? "The server's answer could not be read."
                : "The server's answer could not be read (at \(path))."
        case .tooLarge(let limitBytes):
            return "The server's answer is larger than \(Self.byteCount(limitBytes)) and was refused."
        case .invalidRequest(let reason):
            return "Invalid request: \(reason)."
        }
    }

    private static func formatted(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }

    private static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return "\(bytes / 1_000_000) MB" }
        if bytes >= 1_000 { return "\(bytes / 1_000) kB" }
        return "\(bytes) bytes"
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: ""
        }
    }
}
