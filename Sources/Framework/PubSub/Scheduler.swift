/// When and where an action runs — Combine's `Scheduler`, with the same requirements.
///
/// Conformers: `ImmediateScheduler`, `DispatchQueue`, `TestScheduler` (virtual time, in
/// PubSubTestSupport) and the app's main loop (AppRuntime), which runs actions on the UI thread
/// in FIFO order.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time: a point that can be moved by a stride.
    associatedtype SchedulerTimeType: Strideable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// What may be said about how work runs (a dispatch queue's quality of service, …).
    associatedtype SchedulerOptions

    /// The scheduler's notion of the current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance this scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` once, no earlier than `date`.
    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    )
    /// Runs `action` at `date` and then every `interval` until the returned token is cancelled.
    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as it can: Combine's `Scheduler.schedule(_:)`.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` or later, within the minimum tolerance: Combine's `Scheduler.schedule(after:_:)`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` or later, within `tolerance`: Combine's `Scheduler.schedule(after:tolerance:_:)`.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled: Combine's
    /// `Scheduler.schedule(after:interval:_:)`.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A time interval type that can be built from seconds and their fractions (Combine's protocol).
public protocol SchedulerTimeIntervalConvertible {
    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    static func seconds(_ s: Int) -> Self
    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    static func seconds(_ s: Double) -> Self
    /// A stride of the given number of milliseconds: Combine's `SchedulerTimeIntervalConvertible.milliseconds(_:)`.
    static func milliseconds(_ ms: Int) -> Self
    /// A stride of the given number of microseconds: Combine's `SchedulerTimeIntervalConvertible.microseconds(_:)`.
    static func microseconds(_ us: Int) -> Self
    /// A stride of the given number of nanoseconds: Combine's `SchedulerTimeIntervalConvertible.nanoseconds(_:)`.
    static func nanoseconds(_ ns: Int) -> Self
}
