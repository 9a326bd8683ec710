extension Publisher {
    /// Transforms the failure with `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// Republishes values unchanged and the failure transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `transform` it was made with.
        public let transform: (Upstream.Failure) -> Failure

        /// Makes it over `upstream`: Combine's `Publishers.MapError.init(upstream:transform:)`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
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
