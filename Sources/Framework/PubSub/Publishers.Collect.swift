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

        /// Combine's `collect()` is a reduce: one array once upstream finished and the downstream asked.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    "Collect", downstream: subscriber, initial: [], mapFailure: { $0 },
                    mirrorChildren: { [("count", $0?.count ?? 0)] }
                ) { collected, value in
                    collected?.append(value)
                    return .more
                })
        }
    }
}
