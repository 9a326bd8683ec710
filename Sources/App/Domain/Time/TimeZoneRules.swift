import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A time zone as the UTC offset in force at each instant, read without ICU (decision 2060).
///
/// tern links FoundationEssentials, whose `TimeZone` knows named zones only when ICU is loaded:
/// without it `TimeZone(identifier:)` is nil and `.current` is UTC. So the user's zone comes from
/// glibc (`localtime_r`, which follows `TZ` and /etc/localtime) and a city's named zone from the
/// system's tz database (/usr/share/zoneinfo, `TZDIR`), read here.
public struct TimeZoneRules: Sendable {
    private let offsetAt: @Sendable (Date) -> Int

    private init(offsetAt: @escaping @Sendable (Date) -> Int) { self.offsetAt = offsetAt }

    /// Seconds east of UTC at `date` (negative west of Greenwich), summer time included.
    public func secondsFromGMT(for date: Date) -> Int { offsetAt(date) }

    /// A zone always `seconds` east of UTC.
    public static func fixed(secondsFromGMT seconds: Int) -> TimeZoneRules { TimeZoneRules { _ in seconds } }

    /// Greenwich Mean Time: UTC, offset zero.
    public static let gmt = fixed(secondsFromGMT: 0)

    /// The zone this process runs in, as the C library sees it (`TZ`, else /etc/localtime).
    public static let current: TimeZoneRules = {
        tzset()
        return TimeZoneRules { date in
            var seconds = time_t(Self.unixSeconds(date))
            var parts = tm()
            guard localtime_r(&seconds, &parts) != nil else { return 0 }
            return parts.tm_gmtoff
        }
    }()

    /// The named zone of the tz database ("Europe/Berlin"), or nil when the system has no such zone.
    public init?(identifier: String) {
        guard let file = TZifFile(identifier: identifier) else { return nil }
        self.init { date in file.secondsFromGMT(atUnixSeconds: Self.unixSeconds(date)) }
    }

    /// Whole seconds since 1970 (rounded down), clamped to what `Int` and `time_t` hold.
    private static func unixSeconds(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return 0 }
        return Int(seconds.clamped(-1e17, 1e17))
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
