/// The wording of the failures every provider shares (no route to the host, no answer in time, a
/// request that could not be built), so the users and weather errors say them the same way.
public enum TransportMessage {
    /// The host could not be reached.
    public static func unreachable(host: String) -> String {
        "Cannot reach \(host) — check the network connection"
    }

    /// No answer within `seconds`.
    public static func timeout(seconds: Double) -> String {
        "No answer within \(Int(seconds.rounded())) s — the server is slow or unreachable"
    }

    /// The `server` (e.g. "users server") answered with an unexpected status and maybe its own reason.
    public static func server(_ server: String, status: Int, message: String?) -> String {
        "The \(server) answered \(status)" + (message.map { ": \($0)" } ?? "")
    }

    /// The `server` sent a body that is not the `expected` data; where decoding failed (the path)
    /// is jargon to a person, so it stays in the error value for the log.
    public static func badResponse(_ server: String, expected: String) -> String {
        "The \(server)'s answer is not the \(expected) tern expects — the server or its version may be wrong"
    }

    /// The `server` sent a body larger than `limitBytes`, which tern refused to read.
    public static func tooLarge(_ server: String, limitBytes: Int) -> String {
        let size = limitBytes >= 1_000_000 ? "\(limitBytes / 1_000_000) MB" : "\(max(1, limitBytes / 1_000)) kB"
        return "The \(server) sent more than \(size) — tern refused the answer"
    }

    /// The request could not be built, e.g. from a malformed base URL override.
    public static func invalidRequest(_ reason: String) -> String {
        "Cannot build the request (\(reason)) — check the base URL setting"
    }
}

extension TransportMessage {
    /// The server refused for now (429): "Too many requests — the server asks to wait 1 h", from its
    /// `Retry-After`, else a minute's advice. Says nothing of how to try again, which depends on where
    /// the message is shown (the screens' banner says "r to retry"; a report for a script exits 1).
    public static func rateLimited(retryAfterSeconds: Int?) -> String {
        guard let seconds = retryAfterSeconds else { return "Too many requests — wait a minute before trying again" }
        return "Too many requests — the server asks to wait \(waitText(seconds: seconds))"
    }

    /// A wait in the largest units that keep it exact enough to act on, rounded up: "20 s", "2 min",
    /// "1 h", "1 h 30 min", "3 d"; "a moment" for none.
    public static func waitText(seconds: Int) -> String {
        switch seconds {
        case ...0: return "a moment"
        case ..<60: return "\(seconds) s"
        case ..<3600: return "\((seconds + 59) / 60) min"
        case ..<86_400:
            let minutes = (seconds + 59) / 60
            let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
            return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        default: return "\((seconds + 86_399) / 86_400) d"
        }
    }
}
