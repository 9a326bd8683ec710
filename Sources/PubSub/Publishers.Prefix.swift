extension Publisher {
    /// Publishes at most `maxLength` values, then finishes and cancels upstream; a negative `maxLength`
    /// traps, as in Combine.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return Publishers.Output(upstream: self, count: maxLength)
    }

    /// Publishes the first value, then finishes.
    public func first() -> Publishers.Output<Self> { prefix(1) }
}

extension Publishers {
    /// Publishes the first `count` upstream values, then finishes.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard count > 0 else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            upstream.subscribe(PrefixInner(downstream: subscriber, remaining: count))
        }
    }
}

/// Prefix's subscriber; counters are only touched by upstream's serialised calls.
private final class PrefixInner<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let upstream = SubscriptionSlot()
    private var remaining: Int

    init(downstream: Downstream, remaining: Int) {
        self.downstream = downstream
        self.remaining = remaining
    }

    func receive(subscription: any Subscription) {
        upstream.set(subscription)
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard remaining > 0 else { return .none }
        remaining -= 1
        let demand = downstream.receive(input)
        if remaining == 0 {
            upstream.cancel()
            downstream.receive(completion: .finished)
        }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard remaining > 0 else { return }
        remaining = 0
        downstream.receive(completion: completion)
    }
}
