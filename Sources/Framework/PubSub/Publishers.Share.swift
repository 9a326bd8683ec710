extension Publisher {
    /// Shares one upstream subscription among all subscribers: connects on the first subscriber and
    /// disconnects when the last one cancels.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publishers {
    /// A reference-type publisher that multicasts upstream through a `PassthroughSubject`: Combine's
    /// `multicast(PassthroughSubject()).autoconnect()`, which is what its subscribers see ("Multicast").
    /// Threading invariant for `@unchecked Sendable`: both stored properties are constants, and the
    /// multicast and autoconnect are thread-safe.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Makes it over `upstream`: Combine's `Publishers.Share.init(upstream:)`.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = upstream.multicast(subject: PassthroughSubject()).autoconnect()
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Equal when made from equal upstreams and arguments.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}
