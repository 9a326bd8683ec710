import Dispatch

/// A signed time distance in nanoseconds: the `Stride` of `DispatchQueue.SchedulerTimeType` and of
/// PubSub's own scheduler time types.
///
/// Combine's dispatch stride in shape: `magnitude` is the signed distance in nanoseconds (not its
/// absolute value) and `timeInterval` is a `DispatchTimeInterval`. Integer nanoseconds keep
/// virtual-time arithmetic exact (`0.1 * 4 == 0.4`). Arithmetic and conversions saturate at `Int.min` /
/// `Int.max` nanoseconds instead of trapping, as Combine's clamps.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable, Sendable,
    CustomStringConvertible
{
    /// The distance in nanoseconds.
    public var nanoseconds: Int

    /// A stride of `nanoseconds`.
    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    /// A stride from an integer literal: Combine's `ExpressibleByIntegerLiteral`.
    public init(integerLiteral value: Int) { self = .seconds(value) }

    /// The stride `source` is, when it is exact: Combine's `init?(exactly:)`.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self = .seconds(seconds)
    }

    /// The distance, in nanoseconds, as Dispatch takes it.
    public var timeInterval: DispatchTimeInterval { .nanoseconds(nanoseconds) }
    /// The signed distance in nanoseconds, as Combine's dispatch stride has it.
    public var magnitude: Int { nanoseconds }
    /// A readable form, for logs and debuggers: Combine's `description`.
    public var description: String { "\(Double(nanoseconds) / 1e9)s" }

    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    public static func seconds(_ s: Int) -> SchedulerStride { scaled(s, by: 1_000_000_000) }
    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    public static func seconds(_ s: Double) -> SchedulerStride {
        let nanoseconds = (s * 1e9).rounded()
        if nanoseconds >= Double(Int.max) { return .init(nanoseconds: .max) }
        if nanoseconds <= Double(Int.min) { return .init(nanoseconds: .min) }
        return .init(nanoseconds: Int(nanoseconds))
    }
    /// A stride of the given number of milliseconds: Combine's `SchedulerTimeIntervalConvertible.milliseconds(_:)`.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { scaled(ms, by: 1_000_000) }
    /// A stride of the given number of microseconds: Combine's `SchedulerTimeIntervalConvertible.microseconds(_:)`.
    public static func microseconds(_ us: Int) -> SchedulerStride { scaled(us, by: 1_000) }
    /// A stride of the given number of nanoseconds: Combine's `SchedulerTimeIntervalConvertible.nanoseconds(_:)`.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { .init(nanoseconds: ns) }

    /// `+` on strides, as Combine defines it.
    public static func + (lhs: Self, rhs: Self) -> Self {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return .init(nanoseconds: overflow ? (rhs.nanoseconds > 0 ? .max : .min) : sum)
    }
    /// `-` on strides, as Combine defines it.
    public static func - (lhs: Self, rhs: Self) -> Self {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        return .init(nanoseconds: overflow ? (rhs.nanoseconds < 0 ? .max : .min) : difference)
    }
    /// `*` on strides, as Combine defines it.
    public static func * (lhs: Self, rhs: Self) -> Self {
        let (product, overflow) = lhs.nanoseconds.multipliedReportingOverflow(by: rhs.nanoseconds)
        guard !overflow else { return .init(nanoseconds: (lhs.nanoseconds < 0) == (rhs.nanoseconds < 0) ? .max : .min) }
        return .init(nanoseconds: product / 1_000_000_000)
    }
    /// `+=` on strides, as Combine defines it.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// `-=` on strides, as Combine defines it.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// `*=` on strides, as Combine defines it.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    /// `<` on strides, as Combine defines it.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// `value × unit` nanoseconds, saturating.
    private static func scaled(_ value: Int, by unit: Int) -> SchedulerStride {
        let (product, overflow) = value.multipliedReportingOverflow(by: unit)
        return .init(nanoseconds: overflow ? (value < 0 ? .min : .max) : product)
    }
}
