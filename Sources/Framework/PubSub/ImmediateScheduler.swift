/// A scheduler that runs every action at once, on the calling thread. Its clock never moves: every
/// time is the same and every distance is zero, as in Combine.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// ImmediateScheduler's clock: one point in time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// A distance on a clock that never moves: kept as given, but every unit conversion is zero.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable, Codable, Sendable,
            SchedulerTimeIntervalConvertible
        {
            /// The stride's size: Combine's `magnitude`.
            public var magnitude: Int

            /// A stride of `value` steps.
            public init(_ value: Int) { magnitude = value }
            /// A stride from an integer literal: Combine's `ExpressibleByIntegerLiteral`.
            public init(integerLiteral value: Int) { magnitude = value }
            /// The value without its fraction.
            public init(floatLiteral value: Double) { magnitude = Int(value) }

            /// The stride `source` is, when it is exact: Combine's `init?(exactly:)`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Zero, for any number of seconds: this clock never moves (Combine's `seconds(_:)`).
            public static func seconds(_ s: Int) -> Stride { 0 }
            /// Zero, for any number of seconds: this clock never moves (Combine's `seconds(_:)`).
            public static func seconds(_ s: Double) -> Stride { 0 }
            /// Zero, for any number of milliseconds: this clock never moves (Combine's `milliseconds(_:)`).
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            /// Zero, for any number of microseconds: this clock never moves (Combine's `microseconds(_:)`).
            public static func microseconds(_ us: Int) -> Stride { 0 }
            /// Zero, for any number of nanoseconds: this clock never moves (Combine's `nanoseconds(_:)`).
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }

            /// `<` on ImmediateScheduler strides, as Combine defines it.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// `+` on strides, as Combine defines it.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// `-` on strides, as Combine defines it.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// `*` on strides, as Combine defines it.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// `+=` on strides, as Combine defines it.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// `-=` on strides, as Combine defines it.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// `*=` on strides, as Combine defines it.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }

        /// Zero: the clock has one time (Combine's `Strideable.distance(to:)`).
        public func distance(to other: Self) -> Stride { 0 }
        /// This same time: the clock never moves (Combine's `Strideable.advanced(by:)`).
        public func advanced(by n: Stride) -> Self { self }
    }

    /// It takes no options.
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler: runs each action at once, on the caller's thread.
    public static let shared = ImmediateScheduler()

    /// The scheduler's current time: Combine's `Scheduler.now`.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// The least tolerance the scheduler honours: Combine's `Scheduler.minimumTolerance`.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` as soon as it can: Combine's `Scheduler.schedule(options:_:)`.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` at once, as every time is now: Combine's `Scheduler.schedule(after:tolerance:options:_:)`.
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
