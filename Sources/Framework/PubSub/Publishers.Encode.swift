extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder`; an encoding error cancels upstream and fails.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publishers {
    /// Publishes `encoder.encode(value)` for each upstream value; the first error ends the stream.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The values it publishes.
        public typealias Output = Coder.Output
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        private let encoder: Coder

        /// Makes it over `upstream`: Combine's `Publishers.Encode.init(upstream:encoder:)`.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            upstream.subscribe(CodingInner<Upstream.Output, Upstream.Failure, S>("Encode", subscriber, encoder.encode))
        }
    }
}
