extension Publisher {
    /// Collects every value and publishes them as one array when upstream finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
}

extension Publishers {
    /// Publishes a single array of all upstream values on finish; a failure is passed on instead.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = [Upstream.Output]
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.Collect.init(upstream:)`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let link = SubscriptionSlot()
            relay.onCancel { link.cancel() }
            var collected = [Upstream.Output]()  // only touched by upstream's serialised calls
            upstream.subscribe(
                RelayFeed<Upstream.Output, Failure>(
                    slot: link, onValue: { collected.append($0) },
                    onCompletion: { completion in
                        if case .finished = completion { relay.offer(collected) }
                        relay.finish(completion)
                    }))
            relay.start()
        }
    }
}
