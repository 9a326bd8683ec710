import FoundationEssentials

/// Reads an HTTP-date (RFC 9110 §5.6.7) in each of its three forms, by hand: the IMF-fixdate
/// `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT` and
/// asctime `Sun Nov  6 08:49:37 1994` forms a recipient must still accept. All are UTC. The weekday
/// is not checked; a two-digit year is 19xx from 70 up, else 20xx.
enum HTTPDate {
    /// The date `text` names, or nil when it is none of the three forms or no real day and time.
    static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ")
        let fields: (day: Substring, month: Substring, year: Substring, time: Substring)
        switch words.count {
        case 6 where words[0].hasSuffix(",") && words[5] == "GMT":
            fields = (words[1], words[2], words[3], words[4])
        case 4 where words[0].hasSuffix(",") && words[3] == "GMT":
            let parts = words[1].split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[2].count == 2 else { return nil }
            fields = (parts[0], parts[1], parts[2], words[2])
        case 5 where !words[0].hasSuffix(","):
            fields = (words[2], words[1], words[4], words[3])
        default:
            return nil
        }
        let clock = fields.time.split(separator: ":", omittingEmptySubsequences: false).map(number)
        guard let month = months.firstIndex(of: String(fields.month)).map({ $0 + 1 }),
            var year = number(fields.year), let day = number(fields.day),
            clock.count == 3, let hour = clock[0], let minute = clock[1], let second = clock[2],
            hour < 24, minute < 60, second < 61
        else { return nil }
        if fields.year.count == 2 { year += year >= 70 ? 1900 : 2000 }
        guard (1...daysIn(month: month, of: year)).contains(day) else { return nil }
        let seconds = ((daysSinceEpoch(year: year, month: month, day: day) * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A field of one to four ASCII digits as a number.
    private static func number(_ text: Substring) -> Int? {
        guard (1...4).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, of year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar (March-based years,
    /// so the leap day falls at the end of one).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
