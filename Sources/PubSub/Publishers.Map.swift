extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes `transform(value)` for every upstream value; demand and cancellation pass straight through.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapInner(downstream: subscriber, transform: transform))
        }
    }
}

/// Map's subscriber: a stateless value, so subscribing through `map` allocates nothing extra.
private struct MapInner<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
