import Dispatch
import Foundation
import PubSub

extension OperationQueue: Scheduler {
    /// A point on the operation queue's clock: a `Date`.
    public struct SchedulerTimeType: DateSchedulerTime {
        /// The moment this time stands for.
        public var date: Date

        /// The time at `date`.
        public init(_ date: Date) { self.date = date }

        /// A distance on the operation queue's clock, in seconds.
        public struct Stride: TimeIntervalSchedulerStride {
            /// The stride's size: Combine's `magnitude`.
            public var magnitude: TimeInterval

            /// A stride of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        }
    }

    /// The operation queue takes no options.
    public struct SchedulerOptions: Sendable {}

    /// The scheduler's current time: Combine's `Scheduler.now`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// The least tolerance the scheduler honours: Combine's `Scheduler.minimumTolerance`.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` as soon as it can: Combine's `Scheduler.schedule(options:_:)`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = Unchecked(value: action)
        addOperation(BlockOperation { work.value() })
    }

    /// Adds an operation at once that becomes ready at `date` (a cancellable `Operation`, as Combine's).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        addOperation(DelayedOperation(readyAt: date.date, action))
    }

    /// Adds one delayed operation per tick: each adds the next when it runs; cancelling the token cancels
    /// the pending one and ends the chain.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let chain = RepeatingOperations(queue: self, interval: interval.timeInterval, action: action)
        chain.add(at: date.date)
        return AnyCancellable { chain.cancel() }
    }
}

/// An operation that is not ready before its date and runs its action at most once.
///
/// Threading invariant for `@unchecked Sendable`: `due` and `ran` are guarded by `lock`; `action` is
/// immutable.
private final class DelayedOperation: Operation, Cancellable, @unchecked Sendable {
    private let action: () -> Void
    private let lock = NSLock()
    private var due = false  // guarded by `lock`
    private var ran = false  // guarded by `lock`

    init(readyAt date: Date, _ action: @escaping () -> Void) {
        self.action = action
        super.init()
        let delay = max(0, date.timeIntervalSinceNow)
        let operation = Unchecked(value: self)
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + delay) { operation.value.becomeDue() }
    }

    override var isReady: Bool { lock.withLock { due } && super.isReady }

    override func main() {
        let first = lock.withLock {
            defer { ran = true }
            return !ran
        }
        if first, !isCancelled { action() }
    }

    private func becomeDue() {
        willChangeValue(forKey: "isReady")
        lock.withLock { due = true }
        didChangeValue(forKey: "isReady")
    }
}

/// The operations of a repeating schedule on an operation queue.
///
/// Threading invariant for `@unchecked Sendable`: `current` and `cancelled` are guarded by `lock`.
private final class RepeatingOperations: @unchecked Sendable {
    private let queue: OperationQueue
    private let interval: TimeInterval
    private let action: () -> Void
    private let lock = NSLock()
    private var current: DelayedOperation?  // guarded by `lock`
    private var cancelled = false  // guarded by `lock`

    init(queue: OperationQueue, interval: TimeInterval, action: @escaping () -> Void) {
        self.queue = queue
        self.interval = interval
        self.action = action
    }

    /// Adds the tick due at `date`; when it runs it adds the next one.
    func add(at date: Date) {
        let operation = DelayedOperation(readyAt: date) { [weak self] in
            guard let self, !lock.withLock({ cancelled }) else { return }
            action()
            add(at: date.addingTimeInterval(interval))
        }
        let added = lock.withLock {
            if !cancelled { current = operation }
            return !cancelled
        }
        if added { queue.addOperation(operation) }
    }

    func cancel() {
        let pending = lock.withLock {
            cancelled = true
            defer { current = nil }
            return current
        }
        pending?.cancel()
    }
}
