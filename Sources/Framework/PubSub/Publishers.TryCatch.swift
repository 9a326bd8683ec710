extension Publisher {
    /// Replaces a failure with the publisher a throwing `handler` returns for it; a thrown error fails the
    /// stream.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// Republishes values; on failure, switches to `handler(error)` — or fails with what it throws.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `handler` it was made with.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Makes it over `upstream`: Combine's `Publishers.TryCatch.init(upstream:handler:)`.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Demand passes on as in `catch`; a throw from `handler` fails the stream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            upstream.subscribe(
                RecoveringInner<Upstream, NewPublisher, S>(
                    "TryCatch", downstream: subscriber, recover: { error in Result { try handler(error) } },
                    mapFailure: { $0 }))
        }
    }
}
