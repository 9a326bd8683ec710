extension Publisher {
    /// Replaces a failure with one last value, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// Republishes values; a failure becomes `output` followed by `.finished`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

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
