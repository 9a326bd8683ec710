extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent inner publisher, cancelling the previous one.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// Follows only the latest inner publisher: a new one cancels the old, whose late values are dropped.
    ///
    /// Asks upstream for every inner publisher and passes the downstream's demand to the current one; an
    /// inner publisher that starts later is asked for the demand still outstanding.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The values it publishes.
        public typealias Output = P.Output
        /// The failure it can end with.
        public typealias Failure = P.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.SwitchToLatest.init(upstream:)`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SwitchToLatestInner<P, S>(downstream: subscriber)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

/// SwitchToLatest's subscriber to the upstream and subscription for the downstream.
///
/// Each inner publisher gets a generation number; events of any but the current one are ignored. The
/// downstream's outstanding demand is counted here and handed to each new inner publisher; a value
/// beyond it is the inner publisher breaking the demand contract and traps. Threading invariant for
/// `@unchecked Sendable`: the fields are guarded by `lock`, nothing is called while holding it, and
/// calls to the downstream go through the recursive `downstreamLock`.
private final class SwitchToLatestInner<P: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    InnerSideOwner, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
    typealias Input = P
    typealias Failure = P.Failure

    private let downstream: Downstream
    private let downstreamLock = RecursiveLock()
    private let lock = SpinLock()
    private var upstream: (any Subscription)?  // guarded by `lock`
    private var current: (any Subscription)?  // guarded by `lock`
    private var generation = 0  // guarded by `lock`: the current inner publisher's
    private var awaitingCurrent = false  // guarded by `lock`: subscribed to it, no subscription yet
    private var demand = Subscribers.Demand.none  // guarded by `lock`: asked for, not yet delivered
    private var cancelled = false  // guarded by `lock`
    private var upstreamDone = false  // guarded by `lock`
    private var completed = false  // guarded by `lock`: the downstream got its completion

    init(downstream: Downstream) { self.downstream = downstream }

    var description: String { "SwitchToLatest" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !cancelled else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receive(_ input: P) -> Subscribers.Demand {
        lock.lock()
        guard !cancelled, !upstreamDone else {
            lock.unlock()
            return .none
        }
        let previous = current
        current = nil
        generation += 1
        let index = generation
        awaitingCurrent = true
        lock.unlock()
        previous?.cancel()
        input.subscribe(InnerSide(owner: self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        upstream = nil
        upstreamDone = true
        guard !cancelled else { return lock.unlock() }
        switch completion {
        case .finished:
            guard !awaitingCurrent, current == nil else { return lock.unlock() }
            completed = true
            lock.unlock()
        case .failure:
            let inner = current
            current = nil
            completed = true
            lock.unlock()
            inner?.cancel()
        }
        sendDownstream(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        self.demand += demand
        let inner = current
        lock.unlock()
        inner?.request(demand)
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let links = (current, upstream)
        current = nil
        upstream = nil
        lock.unlock()
        links.0?.cancel()
        links.1?.cancel()
    }

    func sideSubscribed(_ subscription: any Subscription, index: Int) {
        lock.lock()
        guard index == generation, !cancelled, current == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        current = subscription
        awaitingCurrent = false
        let outstanding = demand
        lock.unlock()
        if outstanding > .none { subscription.request(outstanding) }
    }

    func sideValue(_ input: P.Output, index: Int) -> Subscribers.Demand {
        lock.lock()
        guard index == generation, !cancelled else {
            lock.unlock()
            return .none
        }
        guard demand > .none else {
            lock.unlock()
            preconditionFailure("SwitchToLatest received a value from an inner publisher without demand")
        }
        demand -= 1
        lock.unlock()
        downstreamLock.lock()
        let more = downstream.receive(input)
        downstreamLock.unlock()
        if more > .none {
            lock.lock()
            demand += more
            lock.unlock()
        }
        return more
    }

    func sideCompleted(_ completion: Subscribers.Completion<Failure>, index: Int) {
        lock.lock()
        guard index == generation, !cancelled else { return lock.unlock() }
        guard !awaitingCurrent else {
            lock.unlock()
            preconditionFailure("SwitchToLatest: an inner publisher completed before its subscription")
        }
        current = nil
        var outer: (any Subscription)?
        switch completion {
        case .finished:
            guard !completed, upstreamDone else { return lock.unlock() }
        case .failure:
            guard !completed else { return lock.unlock() }
            cancelled = true
            outer = upstream
            upstream = nil
        }
        completed = true
        lock.unlock()
        outer?.cancel()
        sendDownstream(completion)
    }

    private func sendDownstream(_ completion: Subscribers.Completion<Failure>) {
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }
}
