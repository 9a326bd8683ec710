extension Publisher {
    /// Publishes how many values upstream sent, once it finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
}

extension Publishers {
    /// Publishes the number of upstream values once upstream finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Int
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.Count.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    "Count", downstream: subscriber, initial: 0, mapFailure: { $0 }
                ) { count, _ in
                    count = (count ?? 0) + 1
                    return .more
                })
        }
    }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}
