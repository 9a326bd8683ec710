extension Publisher {
    /// Transforms each value and republishes the non-nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Publishes the non-nil results of `transform`; a nil result gives its demand back.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `transform` it was made with.
        public let transform: (Upstream.Output) -> Output?

        /// Makes it over `upstream`: Combine's `Publishers.CompactMap.init(upstream:transform:)`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CompactMapInner(downstream: subscriber, transform: transform))
        }
    }
}

/// CompactMap's subscriber: a stateless value.
private struct CompactMapInner<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input?

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension CompactMapInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "CompactMap" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
