import FoundationEssentials

/// A wall-clock time in some place's own time zone: a `LocalDate` plus hour and minute.
public struct LocalDateTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var date: LocalDate
    public var hour: Int
    public var minute: Int

    public init(date: LocalDate, hour: Int, minute: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// The wall-clock time of `instant` at `utcOffsetSeconds` from UTC.
    public init(_ instant: Date, utcOffsetSeconds: Int) {
        let localSeconds = Int(instant.timeIntervalSince1970.rounded(.down)) + utcOffsetSeconds
        let secondOfDay = localSeconds.floorModulo(86_400)
        self.init(
            date: LocalDate(daysSince1970: localSeconds.floorDivided(by: 86_400)),
            hour: secondOfDay / 3_600,
            minute: secondOfDay % 3_600 / 60
        )
    }

    /// The instant this wall-clock time names at `utcOffsetSeconds` from UTC.
    public func instant(utcOffsetSeconds: Int) -> Date {
        date.start(utcOffsetSeconds: utcOffsetSeconds).addingTimeInterval(TimeInterval(hour * 3_600 + minute * 60))
    }

    /// "14:05".
    var clockText: String {
        "\(hour.zeroPadded(to: 2)):\(minute.zeroPadded(to: 2))"
    }

    /// "2023-08-14 14:05".
    public var description: String {
        "\(date) \(clockText)"
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
    }
}
