import FoundationEssentials

/// Measures how deeply a JSON body nests arrays and objects, so bodies deeper than Foundation's
/// parser accepts are refused before it sees them.
///
/// Foundation's JSON scanner (Swift 6.3.1 on Linux) does not throw for every too-deep body: when
/// the body ends inside the nesting (`{"limit":[[[[…` cut off after 513 `[`), it traps with an
/// illegal instruction while it works out the line and column for its error. `make soak` found it
/// (decision 0805).
public enum JSONNesting {
    /// The deepest nesting Foundation's parser accepts; real provider bodies nest about 5 levels.
    public static let maximumDepth = 512

    /// Whether `body` opens more than `maximumDepth` arrays or objects at once, not counting
    /// brackets inside strings.
    public static func exceedsMaximumDepth(_ body: Data) -> Bool {
        body.withUnsafeBytes { bytes in
            // Fewer opening brackets than the limit cannot nest past it; this count is a branch-free
            // loop the compiler vectorises, so most bodies skip the byte-by-byte scan below.
            var openings = 0
            for byte in bytes { openings &+= byte | 0x20 == UInt8(ascii: "{") ? 1 : 0 }
            guard openings > maximumDepth else { return false }
            var depth = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximumDepth { return true }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
            }
            return false
        }
    }
}
