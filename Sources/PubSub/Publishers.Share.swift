import Synchronization

extension Publisher {
    /// Shares one upstream subscription among all subscribers; connects on the first subscriber.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publishers {
    /// A reference-type publisher that multicasts upstream through a `PassthroughSubject`.
    ///
    /// The upstream is subscribed once, when the first subscriber attaches (Combine's
    /// `multicast(subject:).autoconnect()`). Threading invariant for `@unchecked Sendable`: the
    /// connection lives in the mutex; the subject is thread-safe.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let connection = Mutex<Unchecked<AnyCancellable?>>(Unchecked(value: nil))

        /// Makes it over `upstream`: Combine's `Publishers.Share.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
            let mustConnect = connection.withLock { $0.value == nil }
            guard mustConnect else { return }
            let link = upstream.subscribe(subject)
            let duplicate = connection.withLock { stored -> Bool in
                guard stored.value == nil else { return true }
                stored = Unchecked(value: link)
                return false
            }
            if duplicate { link.cancel() }
        }

        /// Equal when made from equal upstreams and arguments.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}
