extension Publisher {
    /// Publishes how many values upstream sent, once it finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
}

extension Publishers {
    /// Publishes the number of upstream values once upstream finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

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
