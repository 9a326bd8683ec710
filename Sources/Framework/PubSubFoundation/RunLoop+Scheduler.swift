import Foundation
import PubSub

extension RunLoop: Scheduler {
    /// A point on the run loop's clock: a `Date`.
    public struct SchedulerTimeType: DateSchedulerTime {
        /// The moment this time stands for.
        public var date: Date

        /// The time at `date`.
        public init(_ date: Date) { self.date = date }

        /// A distance on the run loop's clock, in seconds.
        public struct Stride: TimeIntervalSchedulerStride {
            /// The stride's size: Combine's `magnitude`.
            public var magnitude: TimeInterval

            /// A stride of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        }
    }

    /// The run loop takes no options.
    public struct SchedulerOptions: Sendable {}

    /// The scheduler's current time: Combine's `Scheduler.now`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// The least tolerance the scheduler honours: Combine's `Scheduler.minimumTolerance`.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on this run loop's next pass in the default mode (a timer due now, so a sleeping
    /// run loop wakes for it).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        add(RunLoop.timer(firing: Date(), interval: 0, tolerance: 0, action), forMode: .default)
    }

    /// Runs `action` at `date` or later, within `tolerance`: Combine's
    /// `Scheduler.schedule(after:tolerance:options:_:)`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        add(RunLoop.timer(firing: date.date, interval: 0, tolerance: tolerance.timeInterval, action), forMode: .default)
    }

    /// A repeating timer on this run loop; cancelling the token invalidates it.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = RunLoop.timer(
            firing: date.date, interval: interval.timeInterval, tolerance: tolerance.timeInterval, action)
        add(timer, forMode: .default)
        let held = Unchecked(value: timer)
        return AnyCancellable { held.value.invalidate() }
    }

    /// A timer that runs `action` at `date` and, for a positive `interval`, every `interval` after.
    private static func timer(
        firing date: Date, interval: TimeInterval, tolerance: TimeInterval, _ action: @escaping () -> Void
    ) -> Timer {
        let work = Unchecked(value: action)
        let timer = Timer(fire: date, interval: interval, repeats: interval > 0) { _ in work.value() }
        timer.tolerance = tolerance
        return timer
    }
}
