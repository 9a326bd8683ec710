import Synchronization

extension Publisher {
    /// Maps each value to a publisher and merges their values, with at most `maxPublishers` active.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publishers {
    /// Merges the publishers `transform` makes from upstream values; finishes when upstream and every
    /// inner publisher have finished, fails as soon as any of them fails.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The values it publishes.
        public typealias Output = NewPublisher.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `maxPublishers` it was made with.
        public let maxPublishers: Subscribers.Demand
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Makes it over `upstream`: Combine's `Publishers.FlatMap.init(upstream:maxPublishers:transform:)`.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let inner = FlatMapInner<NewPublisher, S>(relay: relay)
            relay.onCancel { inner.cancelAll() }
            let transform = transform
            upstream.subscribe(
                FlatMapOuter(
                    slot: inner.upstream, maxPublishers: maxPublishers,
                    onValue: { inner.add(transform($0), replenish: maxPublishers != .unlimited) },
                    onCompletion: inner.upstreamFinished))
            relay.start()
        }
    }
}

/// FlatMap's upstream subscriber: requests `maxPublishers` instead of everything.
private struct FlatMapOuter<Input, Failure: Error>: Subscriber {
    let slot: SubscriptionSlot
    let maxPublishers: Subscribers.Demand
    let onValue: (Input) -> Void
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) {
        if slot.set(subscription) { subscription.request(maxPublishers) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        slot.clear()
        onCompletion(completion)
    }
}

/// FlatMap's bookkeeping of live inner publishers. Threading invariant for `@unchecked Sendable`:
/// state lives in the mutex; slots are thread-safe.
private final class FlatMapInner<NewPublisher: Publisher, Downstream: Subscriber>: @unchecked Sendable
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var inners: [Int: SubscriptionSlot] = [:]
        var nextID = 0
        var upstreamDone = false
    }

    let upstream = SubscriptionSlot()
    private let relay: Relay<Downstream>
    private let state = Mutex(State())

    init(relay: Relay<Downstream>) { self.relay = relay }

    func add(_ publisher: NewPublisher, replenish: Bool) {
        let slot = SubscriptionSlot()
        let id = state.withLock { s -> Int in
            s.nextID += 1
            s.inners[s.nextID] = slot
            return s.nextID
        }
        publisher.subscribe(
            RelayFeed<NewPublisher.Output, NewPublisher.Failure>(
                slot: slot, onValue: relay.offer,
                onCompletion: { [self] completion in
                    if case .failure = completion {
                        cancelAll()
                        relay.finish(completion)
                        return
                    }
                    let allDone = state.withLock { s -> Bool in
                        s.inners[id] = nil
                        return s.upstreamDone && s.inners.isEmpty
                    }
                    if allDone { relay.finish(.finished) } else if replenish { upstream.request(.max(1)) }
                }))
    }

    func upstreamFinished(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        if case .failure = completion {
            cancelAll()
            relay.finish(completion)
            return
        }
        let allDone = state.withLock { s -> Bool in
            s.upstreamDone = true
            return s.inners.isEmpty
        }
        if allDone { relay.finish(.finished) }
    }

    func cancelAll() {
        let inners = state.withLock { s -> [SubscriptionSlot] in
            defer { s.inners.removeAll() }
            return Array(s.inners.values)
        }
        upstream.cancel()
        for slot in inners { slot.cancel() }
    }
}
