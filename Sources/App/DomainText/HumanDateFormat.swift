import Domain
import Foundation

/// Dates and times written for people, in a given time zone, always in English and 24-hour time:
/// "21 Jun 2021", "21 Jun 2021, 23:02", "Mon 14 Aug", "23:02".
///
/// Built on `Calendar` components rather than `DateFormatter`, so it is deterministic, thread-safe
/// and does not depend on the machine's locale.
public enum HumanDateFormat {
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "30 Apr 1996" — a calendar day, e.g. a date of birth.
    public static func day(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return "\(parts.day) \(monthName(parts.month)) \(parts.year)"
    }

    /// "21 Jun 2021, 23:02" — a moment, e.g. a registration date, in the given (by default local) time zone.
    public static func dayAndTime(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return "\(parts.day) \(monthName(parts.month)) \(parts.year), \(clock(parts.hour, parts.minute))"
    }

    /// "23:02" — a time of day in the given time zone.
    public static func time(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let parts = components(of: date, in: timeZone)
        return clock(parts.hour, parts.minute)
    }

    /// "23:02" — a time of day at a fixed offset from UTC (a weather location's own time).
    public static func time(_ date: Date, utcOffsetSeconds: Int) -> String {
        time(date, in: TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt)
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

    private static func components(of date: Date, in timeZone: TimeZone) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int
    ) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0)
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
