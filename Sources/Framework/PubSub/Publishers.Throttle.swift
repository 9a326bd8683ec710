import Synchronization

extension Publisher {
    /// Publishes at most one value per `interval`: the first value at once, then the latest (or first)
    /// value seen in each window at the window's end.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// Limits the rate of values to one per `interval`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `interval` it was made with.
        public let interval: Context.SchedulerTimeType.Stride
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `latest` it was made with.
        public let latest: Bool

        /// Makes it over `upstream`: Combine's `Publishers.Throttle.init(upstream:interval:scheduler:latest:)`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Asks upstream for `.unlimited` and publishes at most one value per `interval`, within the
        /// downstream's demand, as Combine does: a value arriving without demand is dropped, and the
        /// completion waits for a value already scheduled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ThrottleInner(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

/// Throttle's subscriber and the downstream's subscription: the value (and completion) scheduled for
/// emission, when the last value went out, and the downstream's demand.
///
/// The downstream is held until the stream ends, so a finished subscriber is released. Threading
/// invariant for `@unchecked Sendable`: the mutable state is guarded by `lock`; the downstream, the
/// upstream and the scheduler are called after unlocking.
private final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Phase {
        case awaiting(Downstream)
        case live(any Subscription, Downstream)
        case finishing(any Subscription, Downstream)  // upstream completed; the completion is scheduled
        case ended
    }

    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private let lock = SpinLock()
    // guarded by `lock`:
    private var phase: Phase
    private var demand = Subscribers.Demand.none
    private var scheduledValue: Input?
    private var scheduledCompletion: Subscribers.Completion<Failure>?
    private var lastEmission: Context.SchedulerTimeType?
    private var lastArrival: Context.SchedulerTimeType

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        phase = .awaiting(downstream)
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        lastArrival = scheduler.now
    }

    var description: String { "Throttle" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    private var hasScheduledOutput: Bool { scheduledValue != nil || scheduledCompletion != nil }

    func receive(subscription: any Subscription) {
        let now = scheduler.now
        lock.lock()
        guard case .awaiting(let downstream) = phase else {
            lock.unlock()
            return subscription.cancel()
        }
        lastArrival = now
        phase = .live(subscription, downstream)
        lock.unlock()
        subscription.request(.unlimited)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .live = phase else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        let now = scheduler.now
        lock.lock()
        lastArrival = now
        guard demand > .none, case .live = phase else {
            lock.unlock()
            return .none
        }
        if hasScheduledOutput {
            if latest { scheduledValue = input }
            lock.unlock()
            return .none
        }
        demand -= 1
        scheduledValue = input
        let due = lastEmission.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
        lock.unlock()
        if due == now {
            scheduler.schedule { [weak self] in self?.emit() }
        } else {
            scheduler.schedule(after: due) { [weak self] in self?.emit() }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .live(let subscription, let downstream) = phase else {
            lock.unlock()
            return
        }
        lock.unlock()
        let now = scheduler.now
        lock.lock()
        lastArrival = now
        phase = .finishing(subscription, downstream)
        let alreadyScheduled = hasScheduledOutput
        scheduledCompletion = completion
        lock.unlock()
        if !alreadyScheduled { scheduler.schedule { [weak self] in self?.emit() } }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        lock.lock()
        if case .live = phase { self.demand += demand }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let ended = phase
        phase = .ended
        lock.unlock()
        switch ended {
        case .live(let subscription, _), .finishing(let subscription, _): subscription.cancel()
        case .awaiting, .ended: break
        }
    }

    /// Sends what is scheduled: the value, then the completion if upstream ended meanwhile.
    private func emit() {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        let emitsValueOnly = scheduledValue != nil && scheduledCompletion == nil
        lock.unlock()
        let now = emitsValueOnly ? scheduler.now : nil
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        if let now { lastEmission = now }
        let value = scheduledValue.take()
        let completion = scheduledCompletion.take()
        if completion != nil { phase = .ended }
        lock.unlock()
        let more = value.map { downstream.receive($0) } ?? .none
        if let completion { downstream.receive(completion: completion) }
        guard more > .none else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    /// The downstream while the stream is live or finishing; read under `lock`.
    private var downstream: Downstream? {
        switch phase {
        case .live(_, let downstream), .finishing(_, let downstream): downstream
        case .awaiting, .ended: nil
        }
    }
}
