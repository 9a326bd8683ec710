import Networking

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
