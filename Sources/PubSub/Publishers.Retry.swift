extension Publisher {
    /// Resubscribes to upstream after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

extension Publishers {
    /// Republishes upstream; a failure triggers a fresh subscription while retries remain.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// How many times to resubscribe; nil (or, as in Combine, a negative count) for as often as it
        /// fails.
        public let retries: Int?

        /// Makes it over `upstream`: Combine's `Publishers.Retry.init(upstream:retries:)`.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Each attempt is asked for the demand the downstream has not got yet, as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = DemandLink("Retry")
            let upstream = upstream
            func attempt(remaining: Int, first: Bool) {
                upstream.subscribe(
                    LinkFeed<Output, Failure>(
                        link: link, onSubscribe: first ? { subscriber.receive(subscription: $0) } : nil,
                        trapsOnUnwantedValues: true, onValue: { link.deliver($0, to: subscriber) },
                        onCompletion: { completion in
                            if case .failure = completion, remaining != 0, !link.isCancelled {
                                attempt(remaining: remaining - 1, first: false)
                            } else {
                                link.finish(subscriber, with: completion)
                            }
                        }))
            }
            attempt(remaining: retries ?? .max, first: true)
        }
    }
}
