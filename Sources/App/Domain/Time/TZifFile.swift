import FoundationEssentials

/// One zone of the system's tz database: a TZif file (RFC 8536) from /usr/share/zoneinfo (or `TZDIR`),
/// its transitions, and the POSIX rule its footer gives for the times after the last of them.
struct TZifFile: Sendable {
    /// Unix seconds at which each transition takes effect, ascending.
    private var transitions: [Int] = []
    /// For each transition, the offset east of UTC in force from it on.
    private var offsets: [Int] = []
    /// The offset before the first transition (the file's first local time type).
    private var initialOffset = 0
    /// The rule after the last transition, when the file has one.
    private var rule: POSIXTimeZoneRule?

    /// Reads the zone named `identifier` ("America/New_York"); nil when the name is not a plain
    /// relative path of the database or the file is not TZif.
    init?(identifier: String) {
        let components = identifier.split(separator: "/", omittingEmptySubsequences: false)
        let plain = components.allSatisfy { component in
            !component.isEmpty && !component.hasPrefix(".")
                && component.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || "0123456789_+-".unicodeScalars.contains($0))
                }
        }
        guard plain, identifier.utf8.count <= 255 else { return nil }
        let directory =
            ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        guard let data = FileManager.default.contents(atPath: directory + "/" + identifier) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// Parses a TZif file; nil when it is not one. Version 1 files are read from their 32-bit block,
    /// later versions from their 64-bit block and footer.
    init?(bytes: [UInt8]) {
        var reader = TZifReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        var header = first
        var timeSize = 4
        if first.version >= 2 {
            guard reader.skip(first.blockSize(timeSize: 4)), let second = reader.header() else { return nil }
            header = second
            timeSize = 8
        }
        guard let times = reader.integers(count: header.timeCount, size: timeSize),
            let indices = reader.bytes(count: header.timeCount),
            let types = reader.bytes(count: header.typeCount * 6),
            reader.skip(header.charCount + header.leapCount * (timeSize + 4) + header.isStdCount + header.isUTCCount),
            header.typeCount > 0
        else { return nil }
        let typeOffsets = (0..<header.typeCount).map { TZifReader.signed32(types, at: $0 * 6) }
        guard indices.allSatisfy({ Int($0) < typeOffsets.count }) else { return nil }
        transitions = times
        offsets = indices.map { typeOffsets[Int($0)] }
        initialOffset = typeOffsets[0]
        if header.version >= 2 { rule = reader.footer().flatMap(POSIXTimeZoneRule.init) }
    }

    /// The offset east of UTC at `unixSeconds`.
    func secondsFromGMT(atUnixSeconds seconds: Int) -> Int {
        guard let firstTransition = transitions.first, seconds >= firstTransition else {
            return transitions.isEmpty ? (rule?.secondsFromGMT(atUnixSeconds: seconds) ?? initialOffset) : initialOffset
        }
        if let rule, let lastTransition = transitions.last, seconds >= lastTransition {
            return rule.secondsFromGMT(atUnixSeconds: seconds)
        }
        var low = 0
        var high = transitions.count - 1  // transitions[low] <= seconds holds throughout
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return offsets[low]
    }
}

/// Reads a TZif file's big-endian fields in order.
private struct TZifReader {
    /// The counts of a TZif header.
    struct Header {
        var version: Int
        var isUTCCount: Int
        var isStdCount: Int
        var leapCount: Int
        var timeCount: Int
        var typeCount: Int
        var charCount: Int

        /// The size of the data block that follows this header.
        func blockSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4) + isStdCount
                + isUTCCount
        }
    }

    let bytes: [UInt8]
    var position = 0

    mutating func header() -> Header? {
        guard let magic = self.bytes(count: 20), magic.starts(with: Array("TZif".utf8)),
            let counts = integers(count: 6, size: 4), counts.allSatisfy({ (0...1_000_000).contains($0) })
        else { return nil }
        let versionByte = magic[magic.startIndex + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        return Header(
            version: version, isUTCCount: counts[0], isStdCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    }

    mutating func skip(_ count: Int) -> Bool { bytes(count: count) != nil }

    mutating func bytes(count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }

    /// `count` signed big-endian integers of `size` bytes.
    mutating func integers(count: Int, size: Int) -> [Int]? {
        guard let raw = bytes(count: count * size) else { return nil }
        return (0..<count).map { index in
            let start = raw.startIndex + index * size
            let unsigned = raw[start..<start + size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return size == 8 ? Int(Int64(bitPattern: unsigned)) : Int(Int32(truncatingIfNeeded: unsigned))
        }
    }

    /// The POSIX TZ string between the newlines that end a version 2+ file.
    mutating func footer() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return nil }
        let rest = bytes[(position + 1)...]
        guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: rest[..<end], as: UTF8.self)
    }

    /// The signed 32-bit big-endian integer at `offset` of `slice`.
    static func signed32(_ slice: ArraySlice<UInt8>, at offset: Int) -> Int {
        let start = slice.startIndex + offset
        let unsigned = slice[start..<start + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int(Int32(bitPattern: unsigned))
    }
}
