import Domain
import FoundationEssentials

/// The clock and time zone the Weather screen reads: the city's local time in the header comes
/// from `now()`, and "data from 14:05" times are shown in `timeZone` (the user's own).
///
/// Injected so snapshot tests draw the same frame at any hour on any machine.
public struct WeatherClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The user's time zone, for "data from" times.
    public var timeZone: TimeZoneRules

    /// A clock reading `now`, showing times in `timeZone`.
    public init(now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZoneRules = .current) {
        self.now = now
        self.timeZone = timeZone
    }

    /// A clock stopped at `instant`, showing times in UTC.
    public static func fixed(_ instant: Date, timeZone: TimeZoneRules = .gmt)
        -> WeatherClock
    {
        WeatherClock(now: { instant }, timeZone: timeZone)
    }
}
