import Synchronization

extension Publisher {
    /// Publishes a value only after `dueTime` has passed without another value arriving.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// Publishes the latest value once upstream has been quiet for `dueTime`.
    ///
    /// Each value replaces the pending one and its timer; a timer that fires for the latest value
    /// publishes it if the downstream has demand. As in Combine, upstream is asked for `.unlimited`, and
    /// a completion cancels the pending value and is delivered through the scheduler.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `dueTime` it was made with.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?

        /// Makes it over `upstream`: Combine's `Publishers.Debounce.init(upstream:dueTime:scheduler:options:)`.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                DebounceInner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

/// Debounce's subscriber and the downstream's subscription: the latest value, its generation, the
/// timers of the generations still pending, and the downstream's demand.
///
/// Timers hold the inner strongly, as Combine's do: a scheduled emission keeps the stream alive until
/// it fires or is cancelled. Threading invariant for `@unchecked Sendable`: mutable state is guarded by
/// `lock`; the scheduler, timers, upstream and downstream are called after unlocking.
private final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// A generation's timer: being scheduled, or its cancellable.
    private enum Timer {
        case scheduling
        case scheduled(any Cancellable)

        func cancel() {
            if case .scheduled(let token) = self { token.cancel() }
        }
    }

    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = SpinLock()
    // guarded by `lock`:
    private var link = LinkState.awaiting
    private var generation: UInt64 = 0
    private var latestValue: Input?
    private var timers: [UInt64: Timer] = [:]
    private var demand = Subscribers.Demand.none

    init(
        downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "Debounce" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        let (demand, value) = (demand, latestValue)
        lock.unlock()
        return Mirror(
            self,
            children: [("downstream", downstream), ("downstreamDemand", demand), ("currentValue", value as Any)])
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard link.subscription != nil else {
            lock.unlock()
            return .none
        }
        generation += 1
        let current = generation
        latestValue = input
        let previous = timers
        timers = [current: .scheduling]
        lock.unlock()
        let due = scheduler.now.advanced(by: dueTime)
        let token = scheduler.schedule(
            after: due, interval: dueTime, tolerance: scheduler.minimumTolerance, options: options
        ) { self.fire(current) }
        lock.lock()
        let stale = timers[current] == nil
        if !stale { timers[current] = .scheduled(token) }
        lock.unlock()
        if stale { token.cancel() }
        for timer in previous.values { timer.cancel() }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let timers = end() else { return }
        for timer in timers.values { timer.cancel() }
        scheduler.schedule { self.downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        if link.subscription != nil { self.demand += demand }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let subscription = link.subscription
        lock.unlock()
        guard let subscription, let timers = end() else { return }
        for timer in timers.values { timer.cancel() }
        subscription.cancel()
    }

    /// Ends a live link; returns the timers to cancel (nil when it was not live).
    private func end() -> [UInt64: Timer]? {
        lock.lock()
        defer { lock.unlock() }
        guard link.subscription != nil else { return nil }
        link = .ended
        defer { timers = [:] }
        return timers
    }

    /// The timer of `fired` went off: its value goes out if it is still the latest and there is demand.
    private func fire(_ fired: UInt64) {
        lock.lock()
        guard link.subscription != nil else {
            lock.unlock()
            return
        }
        guard fired == generation, let value = latestValue else {
            let timer = timers[fired]
            lock.unlock()
            timer?.cancel()
            return
        }
        guard let timer = timers.removeValue(forKey: fired) else {
            lock.unlock()
            return
        }
        let hasDemand = demand > .none
        if hasDemand { demand -= 1 }
        lock.unlock()
        timer.cancel()
        guard hasDemand else { return }
        let more = downstream.receive(value)
        guard more > .none else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }
}
