import Synchronization

extension Publisher {
    /// Resubscribes to upstream after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

extension Publishers {
    /// Republishes upstream; a failure triggers a fresh subscription while retries remain.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// How many times to resubscribe; nil for as often as it fails.
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let current = Mutex(CurrentSlot())
            relay.onCancel { current.withLock { $0.cancel() }?.cancel() }
            let upstream = upstream
            func attempt(remaining: Int) {
                let slot = SubscriptionSlot()
                current.withLock { $0.slot = slot }
                upstream.subscribe(
                    RelayFeed<Output, Failure>(
                        slot: slot, onValue: relay.offer,
                        onCompletion: { completion in
                            if case .failure = completion, remaining > 0, relay.isActive {
                                attempt(remaining: remaining - 1)
                            } else {
                                relay.finish(completion)
                            }
                        }))
            }
            attempt(remaining: retries ?? .max)
            relay.start()
        }
    }
}

/// The link to the current attempt; only touched under its mutex.
private struct CurrentSlot: @unchecked Sendable {
    var slot: SubscriptionSlot?

    mutating func cancel() -> SubscriptionSlot? {
        defer { slot = nil }
        return slot
    }
}
