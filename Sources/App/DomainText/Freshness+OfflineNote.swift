import Domain
import FoundationEssentials

/// What every screen says of data from the offline cache.
extension Freshness {
    /// What every screen says of cached data: "offline — data from 10:42", the time in
    /// `timeZone` as `locale` writes it (followed by `zoneName`, " your time", where other times on
    /// screen are another place's); `nil` for live data.
    public func offlineNote(in timeZone: TimeZoneRules, locale: TextLocale, zoneName: String? = nil) -> String? {
        guard case .cached(let since) = self else { return nil }
        return "offline — data from \(locale.time(since, in: timeZone))" + (zoneName.map { " " + $0 } ?? "")
    }
}
