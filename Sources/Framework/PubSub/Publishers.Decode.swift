extension Publisher {
    /// Decodes each value as `type` with `decoder`; a decoding error cancels upstream and fails.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publishers {
    /// Publishes `decoder.decode(Output.self, from: value)` for each upstream value; the first error ends
    /// the stream.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// The failure it can end with.
        public typealias Failure = any Error
        /// The publisher it subscribes to.
        public let upstream: Upstream
        private let decoder: Coder

        /// Makes it over `upstream`: Combine's `Publishers.Decode.init(upstream:decoder:)`.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            upstream.subscribe(
                CodingInner<Upstream.Output, Upstream.Failure, S>("Decode", subscriber) {
                    try decoder.decode(Output.self, from: $0)
                })
        }
    }
}
