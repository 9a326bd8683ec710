import Glibc

/// Standard input read in 64 KiB chunks and decoded from UTF-8 into reads, for the body of a
/// paste. ncurses reads one byte per system call (about 4 µs each), so a 10 MB paste took 40 s
/// through it; `CursesTerminal` reads a paste's body here instead once ncurses holds nothing it
/// read ahead, and hands out what is left before asking ncurses again, so the order never changes.
///
/// Malformed UTF-8 becomes U+FFFD; a character cut at the end of a chunk waits for the next.
/// Threading: main thread only, like the terminal.
struct BulkInput {
    private var bytes: [UInt8] = []
    private var offset = 0
    private static let chunkSize = 65_536

    /// The next read from what was read, or `nil` when nothing whole is left.
    mutating func next() -> CursesKeyDecoder.RawInput? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80:
            offset += 1
            return .character(UInt32(lead))
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default:
            offset += 1
            return .character(0xFFFD)
        }
        guard offset + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else {
                offset += index
                return .character(0xFFFD)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        offset += length
        guard Unicode.Scalar(value) != nil else { return .character(0xFFFD) }
        return .character(value)
    }

    /// Reads what is waiting on `descriptor`, without blocking; returns false when nothing came.
    mutating func fill(from descriptor: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 else { return false }
        if offset > 0 {
            bytes.removeFirst(offset)
            offset = 0
        }
        let start = bytes.count
        bytes += repeatElement(0, count: Self.chunkSize)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + start, Self.chunkSize) }
        bytes.removeLast(Self.chunkSize - max(0, count))
        return count > 0
    }
}
