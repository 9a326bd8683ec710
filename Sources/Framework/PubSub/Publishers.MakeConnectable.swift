extension Publisher where Failure == Never {
    /// Holds values back until `connect()` is called, sharing one upstream subscription.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension Publishers {
    /// A connectable wrapper: `multicast` through a `PassthroughSubject`.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Makes it over `upstream`: Combine's `Publishers.MakeConnectable.init(upstream:)`.
        public init(upstream: Upstream) { multicast = upstream.multicast(subject: PassthroughSubject()) }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        /// Connects to upstream and starts publishing: Combine's `ConnectablePublisher.connect()`.
        public func connect() -> any Cancellable { multicast.connect() }
    }
}
