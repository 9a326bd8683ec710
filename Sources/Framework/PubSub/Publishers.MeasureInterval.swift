extension Publisher {
    /// Publishes, for each value, the time since the previous value (or since subscription) on `scheduler`.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// Replaces each upstream value with the time elapsed since the one before, read from `scheduler.now`.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `scheduler` it was made with.
        public let scheduler: Context

        /// Makes it over `upstream`: Combine's `Publishers.MeasureInterval.init(upstream:scheduler:)`.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                MeasureIntervalInner<Upstream.Output, Context, S>(downstream: subscriber, scheduler: scheduler))
        }
    }
}

/// MeasureInterval's subscriber and subscription; the demand a value brings back is requested upstream.
///
/// The clock is read under the lock (only while subscribed), so no two values read it out of order.
/// Threading invariant for `@unchecked Sendable`: `last` is guarded by `lock`; the link locks itself.
private final class MeasureIntervalInner<Input, Context: Scheduler, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Downstream.Input == Context.SchedulerTimeType.Stride {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let upstream = UpstreamLink()
    private let lock = SpinLock()
    private var last: Context.SchedulerTimeType?  // guarded by `lock`

    init(downstream: Downstream, scheduler: Context) {
        self.downstream = downstream
        self.scheduler = scheduler
    }

    var description: String { "MeasureInterval" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return subscription.cancel() }
        lock.lock()
        last = scheduler.now
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let subscription = upstream.subscription else { return .none }
        lock.lock()
        guard let previous = last else {
            lock.unlock()
            return .none
        }
        let now = scheduler.now
        last = now
        lock.unlock()
        let more = downstream.receive(previous.distance(to: now))
        if more > .none { subscription.request(more) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end() != nil else { return }
        forget()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

    func cancel() {
        guard let subscription = upstream.end() else { return }
        forget()
        subscription.cancel()
    }

    /// Drops the last reading: no value is measured once the stream ended.
    private func forget() {
        lock.lock()
        last = nil
        lock.unlock()
    }
}
