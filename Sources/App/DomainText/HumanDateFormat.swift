import Domain
import FoundationEssentials

/// Dates and times written for people, in a given time zone, always in English and 24-hour time:
/// "21 Jun 2021", "21 Jun 2021, 23:02", "Mon 14 Aug", "23:02".
///
/// Built on the domain's own calendar arithmetic (`LocalDateTime`) and `TimeZoneRules` rather than
/// `DateFormatter` or `Calendar`, so it is deterministic, thread-safe, does not depend on the
/// machine's locale and needs no ICU (decision 2060).
public enum HumanDateFormat {
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "30 Apr 1996" — a calendar day, e.g. a date of birth.
    public static func day(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return "\(parts.day) \(monthName(parts.month)) \(parts.year)"
    }

    /// "21 Jun 2021, 23:02" — a moment, e.g. a registration date, in the given (by default local) time zone.
    public static func dayAndTime(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return "\(parts.day) \(monthName(parts.month)) \(parts.year), \(clock(parts.hour, parts.minute))"
    }

    /// "23:02" — a time of day in the given time zone.
    public static func time(_ date: Date, in timeZone: TimeZoneRules = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return clock(parts.hour, parts.minute)
    }

    /// "23:02" — a time of day at a fixed offset from UTC (a weather location's own time).
    public static func time(_ date: Date, utcOffsetSeconds: Int) -> String {
        time(date, in: .fixed(secondsFromGMT: utcOffsetSeconds))
    }

    /// "Mon 14 Aug" — a forecast day.
    public static func weekdayAndDay(_ date: LocalDate) -> String {
        "\(weekdayNames[date.weekday - 1]) \(date.day) \(monthName(date.month))"
    }

    /// "Jan" … "Dec" for a month number 1 … 12.
    static func monthName(_ month: Int) -> String {
        monthNames[(month - 1).clamped(to: 0...11)]
    }

    private static func clock(_ hour: Int, _ minute: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    private static func components(of date: Date, in timeZone: TimeZoneRules) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int
    ) {
        let local = LocalDateTime(date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
        return (local.date.year, local.date.month, local.date.day, local.hour, local.minute)
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
