extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes `transform(value)` for every upstream value; demand and cancellation pass straight through.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) -> Output

        /// Makes it over `upstream`: Combine's `Publishers.Map.init(upstream:transform:)`.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: MapInner(downstream: subscriber, transform: transform))
        }
    }
}

/// Map's subscriber: a stateless value, so subscribing through `map` allocates nothing extra.
/// Inlinable so a subject's specialised delivery runs through it without generic witnesses.
@usableFromInline
internal struct MapInner<Input, Downstream: Subscriber>: Subscriber {
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input

    @inlinable
    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    @inlinable
    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
