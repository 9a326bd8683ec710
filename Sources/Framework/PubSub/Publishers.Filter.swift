extension Publisher {
    /// Republishes only the values for which `isIncluded` returns true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// Publishes the upstream values that pass `isIncluded`; a dropped value gives its demand back.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `isIncluded` it was made with.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Makes it over `upstream`: Combine's `Publishers.Filter.init(upstream:isIncluded:)`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: FilterInner(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

/// Filter's subscriber: a stateless value. Inlinable like `MapInner`.
@usableFromInline
internal struct FilterInner<Downstream: Subscriber>: Subscriber {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let isIncluded: (Input) -> Bool

    @inlinable
    init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
        self.downstream = downstream
        self.isIncluded = isIncluded
    }

    @inlinable
    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }
    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
