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
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Demand passes on as in `catch`; a throw from `handler` fails the stream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            DemandLink.recover(
                "TryCatch", upstream, into: subscriber, with: { error in Result { try handler(error) } },
                mapFailure: { $0 })
        }
    }
}
