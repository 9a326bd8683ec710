import FoundationEssentials

/// Timestamps and UTC offsets that the domain's date arithmetic (`LocalDate`, `LocalDateTime`) can
/// work with: a provider value outside them would overflow `Int` there and crash the app.
enum PlausibleTime {
    /// Unix seconds of 0001-01-01T00:00:00Z … 9999-12-31T23:59:59Z.
    static let unixSeconds: ClosedRange<Int> = -62_135_596_800...253_402_300_799
    /// ±18 hours, the widest offset ISO 8601 and `TimeZone` allow (real ones lie within −12…+14 h).
    static let utcOffsetSeconds: ClosedRange<Int> = -64_800...64_800

    /// Whether `date` lies within `unixSeconds`.
    static func contains(_ date: Date) -> Bool {
        (Double(unixSeconds.lowerBound)...Double(unixSeconds.upperBound)).contains(date.timeIntervalSince1970)
    }
}
