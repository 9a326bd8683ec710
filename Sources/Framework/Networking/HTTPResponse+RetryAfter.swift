import FoundationEssentials
import TerminalCore

extension HTTPResponse {
    /// How long the server asks the client to wait before asking again (`Retry-After`, RFC 9110
    /// §10.2.3, sent with a 429 or 503), in whole seconds: the header's delay-seconds, or the time
    /// from `now` to its HTTP-date (`HTTPDate`; a date already past is 0). `nil` without the header
    /// or when it reads as neither.
    public func retryAfterSeconds(now: Date = Date()) -> Int? {
        guard let value = headers["retry-after"]?.trimmingWhitespace(), !value.isEmpty else {
            return nil
        }
        if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // More than nine digits is more than 31 years: the same advice, without overflow.
            return value.count > 9 ? 999_999_999 : Int(value)
        }
        guard let date = HTTPDate.parse(value) else { return nil }
        return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
    }
}
