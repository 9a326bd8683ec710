/// SplitMix64: a tiny, fast, seedable random number generator, so sample data is the same on
/// every run and every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A stable 64-bit hash of text (FNV-1a), unlike `Hasher`, which changes per process.
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    /// A uniform value in `range` (used instead of `Double.random(in:using:)` to keep call sites short).
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// One of `values`, which must not be empty.
    mutating func pick<Value>(_ values: [Value]) -> Value {
        values[index(below: values.count)]
    }

    /// A value in `0..<count`; `count` must be positive.
    mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
