import Networking

/// Timestamps and UTC offsets that the domain's date arithmetic (`LocalDate`, `LocalDateTime`) can
/// work with: a provider value outside them would overflow `Int` there and crash the app.
enum PlausibleTime {
    /// Unix seconds of 0001-01-01T00:00:00Z … 9999-12-31T23:59:59Z.
    static let unixSeconds: ClosedRange<Int> = -62_135_596_800...253_402_300_799
    /// ±18 hours, the widest offset ISO 8601 and `TimeZone` allow (real ones lie within −12…+14 h).
    static let utcOffsetSeconds: ClosedRange<Int> = -64_800...64_800
}

extension KeyedDecodingContainer {
    /// A required Unix timestamp (number or numeric string); outside `PlausibleTime.unixSeconds` it
    /// fails decoding at `key`'s path like any other bad value.
    func decodeUnixSeconds(forKey key: Key) throws -> Int {
        let seconds = try decode(FlexibleInt.self, forKey: key).value
        guard PlausibleTime.unixSeconds.contains(seconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "timestamp \(seconds) is outside years 1…9999")
        }
        return seconds
    }

    /// An optional Unix timestamp; absent, odd or implausible → nil.
    func decodeUnixSecondsLeniently(forKey key: Key) -> Int? {
        decodeLeniently(FlexibleInt.self, forKey: key).map(\.value).flatMap {
            PlausibleTime.unixSeconds.contains($0) ? $0 : nil
        }
    }

    /// An optional UTC offset in seconds; absent, odd or beyond ±18 h → nil.
    func decodeUTCOffsetLeniently(forKey key: Key) -> Int? {
        decodeLeniently(FlexibleInt.self, forKey: key).map(\.value).flatMap {
            PlausibleTime.utcOffsetSeconds.contains($0) ? $0 : nil
        }
    }
}
