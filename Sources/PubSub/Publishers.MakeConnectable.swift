extension Publisher where Failure == Never {
    /// Holds values back until `connect()` is called, sharing one upstream subscription.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension Publishers {
    /// A connectable wrapper: `multicast` through a `PassthroughSubject`.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) { multicast = upstream.multicast(subject: PassthroughSubject()) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable { multicast.connect() }
    }
}
