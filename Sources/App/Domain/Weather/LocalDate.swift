import FoundationEssentials

/// A calendar day in some place's own time zone, with no time and no zone attached: 2023-08-14.
///
/// Forecast days are `LocalDate`s, so "Monday" means Monday where the city is, not where tern runs.
public struct LocalDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that `instant` falls on at `utcOffsetSeconds` from UTC (negative west of Greenwich).
    public init(_ instant: Date, utcOffsetSeconds: Int) {
        let localSeconds = Int((instant.timeIntervalSince1970).rounded(.down)) + utcOffsetSeconds
        self.init(daysSince1970: localSeconds.floorDivided(by: 86_400))
    }

    /// The day `days` after 1970-01-01 (negative before it). Proleptic Gregorian calendar.
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days since 1970-01-01; the inverse of `init(daysSince1970:)`.
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil.
        let adjustedYear = month <= 2 ? year - 1 : year
        let era = adjustedYear.floorDivided(by: 400)
        let yearOfEra = adjustedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 1 = Sunday … 7 = Saturday, like `Calendar`'s weekday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        (daysSince1970 + 4).floorModulo(7) + 1
    }

    /// The day an ISO 8601 date starts with, "2026-07-26" or "2026-07-26T23:00"; nil for any other text.
    public init?(iso text: String) {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9_999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + count)
    }

    /// The instant this day starts at `utcOffsetSeconds` from UTC.
    public func start(utcOffsetSeconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(daysSince1970 * 86_400 - utcOffsetSeconds))
    }

    /// "2023-08-14".
    public var description: String {
        "\(year.zeroPadded(to: 4))-\(month.zeroPadded(to: 2))-\(day.zeroPadded(to: 2))"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension Int {
    /// Division rounding toward negative infinity, so days before 1970 and negative offsets work.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder that goes with `floorDivided(by:)`: always in `0..<divisor` for a positive divisor.
    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
