extension Publisher {
    /// Replaces a failure with the publisher `handler` returns for it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// Republishes values; on failure, switches to `handler(error)` and republishes that instead.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = NewPublisher.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `handler` it was made with.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Makes it over `upstream`: Combine's `Publishers.Catch.init(upstream:handler:)`.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Demand passes on as in Combine: what the downstream asked for and did not get yet is asked of
        /// the handler's publisher after a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            upstream.subscribe(
                RecoveringInner<Upstream, NewPublisher, S>(
                    "Catch", downstream: subscriber, recover: { .success(handler($0)) }, mapFailure: { $0 }))
        }
    }
}
