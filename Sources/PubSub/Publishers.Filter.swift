extension Publisher {
    /// Republishes only the values for which `isIncluded` returns true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// Publishes the upstream values that pass `isIncluded`; a dropped value gives its demand back.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FilterInner(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

/// Filter's subscriber: a stateless value.
private struct FilterInner<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let isIncluded: (Input) -> Bool

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
