extension Publisher {
    /// Replaces a failure with the publisher `handler` returns for it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// Republishes values; on failure, switches to `handler(error)` and republishes that instead.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let first = SubscriptionSlot()
            let second = SubscriptionSlot()
            relay.onCancel {
                first.cancel()
                second.cancel()
            }
            let handler = handler
            upstream.subscribe(
                RelayFeed<Output, Upstream.Failure>(
                    slot: first, onValue: relay.offer,
                    onCompletion: { completion in
                        switch completion {
                        case .finished:
                            relay.finish(.finished)
                        case .failure(let error):
                            handler(error).subscribe(
                                RelayFeed<Output, Failure>(
                                    slot: second, onValue: relay.offer, onCompletion: relay.finish))
                        }
                    }))
            relay.start()
        }
    }
}
