extension Publisher where Failure == Never {
    /// Gives a publisher that cannot fail the failure type `failureType`, to combine it with one that can.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// Republishes a never-failing upstream under another failure type; everything passes straight through.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.SetFailureType.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(SetFailureTypeInner(downstream: subscriber))
        }

        /// The same upstream with yet another failure type.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

/// SetFailureType's subscriber: a stateless value that passes everything through.
private struct SetFailureTypeInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    typealias Input = Downstream.Input
    typealias Failure = Never
    let downstream: Downstream
    let combineIdentifier = CombineIdentifier()

    var description: String { "SetFailureType" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Never>) { downstream.receive(completion: .finished) }
}
