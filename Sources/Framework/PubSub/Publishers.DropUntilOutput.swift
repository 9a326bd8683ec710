extension Publisher {
    /// Drops values until `publisher` sends one; its completion before that ends the stream.
    public func drop<Other: Publisher>(untilOutputFrom publisher: Other) -> Publishers.DropUntilOutput<Self, Other>
    where Other.Failure == Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// Ignores upstream values until `other` publishes, then republishes them.
    ///
    /// The downstream gets its subscription first; `other` is asked for one value, then upstream is
    /// subscribed. Demand from the downstream goes upstream also while dropping, so dropped values use
    /// it up (as in Combine). If `other` completes before publishing, upstream is cancelled and the
    /// downstream gets that completion.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `other` it was made with.
        public let other: Other

        /// Makes it over `upstream`: Combine's `Publishers.DropUntilOutput.init(upstream:other:)`.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = DropUntilOutputInner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            other.subscribe(
                PartSubscriber<Other.Output, Failure, _>(
                    owner: inner, onSubscription: inner.triggerSubscribed,
                    onValue: { _ in
                        inner.triggerFired()
                        return .none
                    }, onCompletion: inner.triggerCompleted))
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

/// DropUntilOutput's subscriber to upstream and subscription to the downstream.
///
/// Combine's rules: the trigger's completion (before it fired) cancels the upstream it has and passes the
/// completion down, but a subscription arriving later is still taken and asked for the demand so far.
/// Dropped values use up the downstream's demand; one that arrives without demand is the upstream
/// breaking the demand contract and traps. Two upstreams may call it from different threads, so calls
/// to the downstream go through a recursive lock (a downstream may make the trigger complete from inside
/// its own call). Threading invariant for `@unchecked Sendable`: the other fields are guarded by `lock`,
/// subscriptions are called after unlocking.
private final class DropUntilOutputInner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let downstreamLock = RecursiveLock()
    private let lock = SpinLock()
    private var upstream: (any Subscription)?  // guarded by `lock`
    private var trigger: (any Subscription)?  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`: asked for and not yet used
    private var triggered = false  // guarded by `lock`
    private var ended = false  // guarded by `lock`: cancelled, or upstream completed

    init(downstream: Downstream) { self.downstream = downstream }

    var description: String { "DropUntilOutput" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !ended else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        let pending = demand
        lock.unlock()
        if pending > .none { subscription.request(pending) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard triggered, !ended else {
            let asked = demand > .none
            if asked { demand -= 1 }
            lock.unlock()
            precondition(asked, "DropUntilOutput received a value it did not ask for")
            return .none
        }
        lock.unlock()
        return toDownstream { downstream.receive(input) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !ended else { return lock.unlock() }
        ended = true
        lock.unlock()
        toDownstream { downstream.receive(completion: completion) }
    }

    func triggerSubscribed(_ subscription: any Subscription) {
        lock.lock()
        let accepted = trigger == nil && !ended
        if accepted { trigger = subscription }
        lock.unlock()
        if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    func triggerFired() {
        lock.lock()
        triggered = true
        trigger = nil
        lock.unlock()
    }

    func triggerCompleted(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !triggered else {
            trigger = nil
            return lock.unlock()
        }
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
        toDownstream { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let (upstream, trigger) = (self.upstream, self.trigger)
        self.upstream = nil
        self.trigger = nil
        ended = true
        lock.unlock()
        upstream?.cancel()
        trigger?.cancel()
    }

    private func toDownstream<R>(_ call: () -> R) -> R {
        downstreamLock.lock()
        defer { downstreamLock.unlock() }
        return call()
    }
}
