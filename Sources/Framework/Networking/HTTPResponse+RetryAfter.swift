import Foundation

extension HTTPResponse {
    /// How long the server asks the client to wait before asking again (`Retry-After`, RFC 9110
    /// §10.2.3, sent with a 429 or 503), in whole seconds: the header's delay-seconds, or the time
    /// from `now` to its HTTP-date (a date already past is 0). `nil` without the header or when it
    /// reads as neither.
    public func retryAfterSeconds(now: Date = Date()) -> Int? {
        guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // More than nine digits is more than 31 years: the same advice, without overflow.
            return value.count > 9 ? 999_999_999 : Int(value)
        }
        for format in Self.httpDateFormats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value) {
                return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
            }
        }
        return nil
    }

    /// IMF-fixdate, then the obsolete RFC 850 and asctime forms a recipient must still read.
    private static let httpDateFormats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
}
