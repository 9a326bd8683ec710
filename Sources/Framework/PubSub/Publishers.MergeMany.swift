extension Publisher {
    /// Interleaves this publisher's values with those of `other`, a publisher of the same type.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}

extension Publishers {
    /// Republishes the values of all its publishers as they arrive; finishes when all have finished,
    /// fails as soon as one fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The `publishers` it was made with.
        public let publishers: [Upstream]

        /// Makes it over `upstream`: Combine's `Publishers.MergeMany.init(_:)`.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Makes it over `upstream`: Combine's `Publishers.MergeMany.init(_:)`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// The same publishers and `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = MergeInner(downstream: subscriber, sides: publishers.count)
            inner.start()
            for (index, publisher) in publishers.enumerated() { publisher.subscribe(inner.side(index)) }
        }
    }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
