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

        /// Demand passes on as in `catch`: what the downstream asked for and did not get yet is asked of
        /// the handler's publisher after a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = DemandLink()
            let handler = handler
            subscriber.receive(subscription: link)
            upstream.subscribe(
                LinkFeed<Output, Upstream.Failure>(
                    link: link, onValue: { link.deliver($0, to: subscriber) },
                    onCompletion: { completion in
                        switch completion {
                        case .finished:
                            link.finish(subscriber, with: .finished)
                        case .failure(let error):
                            guard !link.isCancelled else { return }
                            do {
                                try handler(error).subscribe(
                                    LinkFeed<Output, NewPublisher.Failure>(
                                        link: link, onValue: { link.deliver($0, to: subscriber) },
                                        onCompletion: { link.finish(subscriber, with: $0.mapError { $0 }) }))
                            } catch {
                                link.finish(subscriber, with: .failure(error))
                            }
                        }
                    }))
        }
    }
}
