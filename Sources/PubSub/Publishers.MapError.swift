extension Publisher {
    /// Transforms the failure with `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Republishes values unchanged and the failure transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapErrorInner(downstream: subscriber, transform: transform))
        }
    }
}

/// MapError's subscriber: a stateless value.
private struct MapErrorInner<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure
    let downstream: Downstream
    let transform: (UpstreamFailure) -> Downstream.Failure

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        downstream.receive(completion: completion.mapError(transform))
    }
}

extension MapErrorInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "MapError" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
