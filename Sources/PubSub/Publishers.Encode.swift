extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder`; an encoding error cancels upstream and fails.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publishers {
    /// Publishes `encoder.encode(value)` for each upstream value; the first error ends the stream.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        private let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            upstream.subscribe(CodingInner<Upstream.Output, Upstream.Failure, S>("Encode", subscriber, encoder.encode))
        }
    }
}
