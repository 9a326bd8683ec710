import PubSub

/// A scheduler with a virtual clock: nothing runs until a test calls `advance(by:)` or `run()`.
///
/// Actions run in due-time order, ties in the order they were scheduled. Actions scheduled while
/// advancing run in the same advance if they fall due within it. `pendingActionCount` lets a test
/// check that cancelled work left nothing behind. Thread-safe; actions run on the advancing thread.
public final class TestScheduler: Scheduler, @unchecked Sendable {
    /// A point on the virtual clock, in integer nanoseconds (so 0.1 × 4 is exactly 0.4).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable, CustomStringConvertible {
        public typealias Stride = SchedulerStride
        public let nanoseconds: Int

        public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

        /// The time in seconds since the scheduler was created.
        public var seconds: Double { Double(nanoseconds) / 1e9 }
        public var description: String { "\(seconds)s" }

        public func distance(to other: Self) -> SchedulerStride { .nanoseconds(other.nanoseconds - nanoseconds) }
        public func advanced(by n: SchedulerStride) -> Self { Self(nanoseconds: nanoseconds + n.nanoseconds) }
    }

    public typealias SchedulerOptions = Never

    private struct Action: @unchecked Sendable {  // only touched under `state`
        let id: Int
        var due: Int
        let interval: Int?
        let run: () -> Void
    }

    private struct State: @unchecked Sendable {  // guarded by `state`
        var now = 0
        var nextID = 0
        var actions: [Action] = []
    }

    private let state = Locked(State())

    public init() {}

    public var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: state.withLock { $0.now }) }
    public var minimumTolerance: SchedulerStride { .zero }

    /// How many actions are waiting to run.
    public var pendingActionCount: Int { state.withLock { $0.actions.count } }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(due: nil, interval: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerStride, options: Never?, _ action: @escaping () -> Void
    ) {
        enqueue(due: date.nanoseconds, interval: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let id = enqueue(due: date.nanoseconds, interval: max(1, interval.nanoseconds), action)
        return AnyCancellable { [weak self] in
            self?.state.withLock { s in s.actions.removeAll { $0.id == id } }
        }
    }

    /// Moves the clock forward by `stride`, running every action that falls due on the way.
    public func advance(by stride: SchedulerStride = .zero) {
        let target = state.withLock { $0.now } + stride.nanoseconds
        while let action = takeNext(dueBy: target) { action() }
        state.withLock { s in s.now = max(s.now, target) }
    }

    /// Runs until no actions are left (repeating actions must be cancelled first).
    public func run() {
        while let action = takeNext(dueBy: .max) { action() }
    }

    @discardableResult
    private func enqueue(due: Int?, interval: Int?, _ run: @escaping () -> Void) -> Int {
        state.withLock { s in
            s.nextID += 1
            s.actions.append(Action(id: s.nextID, due: max(due ?? s.now, s.now), interval: interval, run: run))
            return s.nextID
        }
    }

    private func takeNext(dueBy target: Int) -> (() -> Void)? {
        state.withLock { s -> Unchecked<() -> Void>? in
            guard
                let index = s.actions.indices.min(by: {
                    (s.actions[$0].due, s.actions[$0].id) < (s.actions[$1].due, s.actions[$1].id)
                }),
                s.actions[index].due <= target
            else { return nil }
            let action = s.actions[index]
            s.now = max(s.now, action.due)
            if let interval = action.interval {
                s.actions[index].due += interval
            } else {
                s.actions.remove(at: index)
            }
            return Unchecked(run: action.run)
        }?.run
    }
}

/// Carries a closure out of the lock; it is called by exactly one caller.
private struct Unchecked<Value>: @unchecked Sendable {
    let run: Value
}
