/// A scheduler that runs every action at once, on the calling thread. Its clock never moves: every
/// time is the same and every distance is zero, as in Combine.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// ImmediateScheduler's clock: one point in time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// A distance on a clock that never moves: kept as given, but every unit conversion is zero.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable, Codable, Sendable,
            SchedulerTimeIntervalConvertible
        {
            public var magnitude: Int

            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            /// The value without its fraction.
            public init(floatLiteral value: Double) { magnitude = Int(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { 0 }
            public static func seconds(_ s: Double) -> Stride { 0 }
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            public static func microseconds(_ us: Int) -> Stride { 0 }
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }

        public func distance(to other: Self) -> Stride { 0 }
        public func advanced(by n: Stride) -> Self { self }
    }

    public typealias SchedulerOptions = Never

    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Runs `action` once, now; there is nothing to cancel (the token is `Subscriptions.empty`).
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return Subscriptions.empty
    }
}
