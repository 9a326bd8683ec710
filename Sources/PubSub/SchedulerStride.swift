/// A signed time distance in nanoseconds: the `Stride` of PubSub's own scheduler time types.
///
/// Integer nanoseconds keep virtual-time arithmetic exact (`0.1 * 4 == 0.4`).
public struct SchedulerStride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable, Sendable,
    CustomStringConvertible
{
    public var nanoseconds: Int

    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    public init(integerLiteral value: Int) { self.nanoseconds = value * 1_000_000_000 }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.nanoseconds = seconds * 1_000_000_000
    }

    /// The distance in seconds.
    public var timeInterval: Double { Double(nanoseconds) / 1e9 }
    public var magnitude: UInt { nanoseconds.magnitude }
    public var description: String { "\(timeInterval)s" }

    public static func seconds(_ s: Int) -> SchedulerStride { .init(nanoseconds: s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> SchedulerStride { .init(nanoseconds: Int((s * 1e9).rounded())) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { .init(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> SchedulerStride { .init(nanoseconds: us * 1_000) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { .init(nanoseconds: ns) }

    public static func + (lhs: Self, rhs: Self) -> Self { .init(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
    public static func - (lhs: Self, rhs: Self) -> Self { .init(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
    public static func * (lhs: Self, rhs: Self) -> Self {
        .init(nanoseconds: lhs.nanoseconds * rhs.nanoseconds / 1_000_000_000)
    }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
