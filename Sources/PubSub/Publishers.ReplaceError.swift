extension Publisher {
    /// Replaces a failure with one last value, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// Republishes values; a failure becomes `output` followed by `.finished`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Never
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `output` it was made with.
        public let output: Output

        /// Makes it over `upstream`: Combine's `Publishers.ReplaceError.init(upstream:output:)`.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let relay = Relay(subscriber, overflow: .buffer)
            let link = SubscriptionSlot()
            relay.onCancel { link.cancel() }
            let replacement = output
            upstream.subscribe(
                RelayFeed<Output, Upstream.Failure>(
                    slot: link, onValue: relay.offer,
                    onCompletion: { completion in
                        if case .failure = completion { relay.offer(replacement) }
                        relay.finish(.finished)
                    }))
            relay.start()
        }
    }
}
