import Domain
import DomainText
import FoundationEssentials

/// The clock, time zone and locale the Weather screen reads: the city's local time in the header
/// comes from `now()`, "data from 14:05" times are shown in `timeZone` (the user's own), and dates,
/// times and decimals are written as `locale` writes them.
///
/// Injected so snapshot tests draw the same frame at any hour on any machine.
public struct WeatherClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The user's time zone, for "data from" times.
    public var timeZone: TimeZoneRules
    /// How dates, times and decimals are written: the user's locale in the app.
    public var locale: TextLocale

    /// A clock reading `now`, showing times in `timeZone` as `locale` writes them.
    public init(
        now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZoneRules = .current,
        locale: TextLocale = .current
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    /// A clock stopped at `instant`, showing times in UTC, in the C locale's forms unless told.
    public static func fixed(_ instant: Date, timeZone: TimeZoneRules = .gmt, locale: TextLocale = .posix)
        -> WeatherClock
    {
        WeatherClock(now: { instant }, timeZone: timeZone, locale: locale)
    }
}
