extension Publisher {
    /// Drops every value and republishes only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

extension Publishers {
    /// Publishes no values, only upstream's completion; asks upstream for everything.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Never
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.IgnoreOutput.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(IgnoreOutputInner<Upstream.Output, S>(downstream: subscriber))
        }
    }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

/// IgnoreOutput's subscriber: a stateless value that hands the upstream subscription down and asks it for
/// everything.
private struct IgnoreOutputInner<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Never {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let combineIdentifier = CombineIdentifier()

    var description: String { "IgnoreOutput" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
        subscription.request(.unlimited)
    }
    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
