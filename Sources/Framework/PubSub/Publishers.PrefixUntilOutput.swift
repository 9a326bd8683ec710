extension Publisher {
    /// Republishes values until `publisher` sends one, then finishes.
    public func prefix<Other: Publisher>(untilOutputFrom publisher: Other) -> Publishers.PrefixUntilOutput<Self, Other>
    {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// Publishes upstream values until `other` publishes; then cancels upstream and finishes.
    ///
    /// `other` is subscribed (and asked for one value) before upstream; its completion without a value
    /// changes nothing.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `other` it was made with.
        public let other: Other

        /// Makes it over `upstream`: Combine's `Publishers.PrefixUntilOutput.init(upstream:other:)`.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = PrefixUntilOutputInner(downstream: subscriber)
            other.subscribe(
                PartSubscriber<Other.Output, Other.Failure, _>(
                    owner: inner, onSubscription: inner.triggerSubscribed,
                    onValue: { _ in
                        inner.triggerFired()
                        return .none
                    }, onCompletion: { _ in inner.triggerEnded() }))
            upstream.subscribe(inner)
        }
    }
}

/// PrefixUntilOutput's subscriber to upstream and subscription to the downstream. Like Combine's, it
/// has no description.
///
/// Threading invariant for `@unchecked Sendable`: the links and flag are guarded by `lock`;
/// subscriptions are called after unlocking.
private final class PrefixUntilOutputInner<Downstream: Subscriber>: Subscriber,
    Subscription, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = SpinLock()
    private var upstream = LinkState.awaiting  // guarded by `lock`
    private var trigger = LinkState.awaiting  // guarded by `lock`
    private var triggered = false  // guarded by `lock`

    init(downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream.isAwaiting else {
            lock.unlock()
            return subscription.cancel()
        }
        let late = triggered
        upstream = late ? .ended : .subscribed(subscription)
        lock.unlock()
        guard !late else { return subscription.cancel() }  // the trigger already finished the stream
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let live = upstream.subscription != nil
        lock.unlock()
        return live ? downstream.receive(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let live = upstream.end() != nil
        let trigger = self.trigger.end()
        lock.unlock()
        trigger?.cancel()
        if live { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream.subscription
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let (upstream, trigger) = (self.upstream.end(), self.trigger.end())
        lock.unlock()
        upstream?.cancel()
        trigger?.cancel()
    }

    func triggerSubscribed(_ subscription: any Subscription) {
        lock.lock()
        let accepted = trigger.accept(subscription)
        lock.unlock()
        if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    func triggerFired() {
        lock.lock()
        guard trigger.subscription != nil else { return lock.unlock() }
        trigger = .ended
        triggered = true
        let upstream = self.upstream.subscription  // one still awaited is taken and ended on arrival
        if upstream != nil { self.upstream = .ended }
        lock.unlock()
        upstream?.cancel()
        downstream.receive(completion: .finished)
    }

    func triggerEnded() {
        lock.lock()
        trigger = .ended
        lock.unlock()
    }
}
