/// A scheduler that runs every action at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// ImmediateScheduler's clock: a counter that never needs to advance.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public typealias Stride = SchedulerStride
        public let nanoseconds: Int

        public func distance(to other: Self) -> SchedulerStride { .nanoseconds(other.nanoseconds - nanoseconds) }
        public func advanced(by n: SchedulerStride) -> Self { .init(nanoseconds: nanoseconds + n.nanoseconds) }
    }

    public typealias SchedulerOptions = Never

    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: 0) }
    public var minimumTolerance: SchedulerStride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerStride, options: Never?, _ action: @escaping () -> Void
    ) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
