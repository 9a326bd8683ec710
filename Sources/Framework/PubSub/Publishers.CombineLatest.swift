extension Publisher {
    /// Publishes a pair of the latest values of both publishers whenever either emits (once both have).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Publishes `transform(latestA, latestB)` whenever either publisher emits (once both have).
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

extension Publishers {
    /// Pairs the latest values of two publishers; finishes when both finish, fails when either fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The values it publishes.
        public typealias Output = (A.Output, B.Output)
        /// The failure it can end with.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Makes it over the publishers given, in order: Combine's `Publishers.CombineLatest.init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var first: A.Output?  // guarded by the operator's lock, as the other side's value
            var second: B.Output?
            let inner = CombineLatestInner(downstream: subscriber, sides: 2) {
                guard let first, let second else { return nil }
                return (first, second)
            }
            a.subscribe(inner.side(0) { first = $0 })
            b.subscribe(inner.side(1) { second = $0 })
        }
    }
}
