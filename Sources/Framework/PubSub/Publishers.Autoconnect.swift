import Synchronization

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// Counts its subscribers: the first connects the upstream, the last one to cancel disconnects it, and
    /// the next subscriber connects again.
    ///
    /// Threading invariant for `@unchecked Sendable`: the count and connection live in the mutex; the
    /// connection is cancelled after unlocking.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure

        private struct State: @unchecked Sendable {  // guarded by `state`
            var subscribers = 0
            var connection: (any Cancellable)?
        }

        /// The publisher it subscribes to.
        public final let upstream: Upstream
        private let state = Mutex(State())

        /// Makes it over `upstream`: Combine's `Publishers.Autoconnect.init(upstream:)`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wasConnected = state.withLock { s -> Bool in
                guard s.connection != nil else { return false }
                s.subscribers += 1
                return true
            }
            upstream.subscribe(AutoconnectInner(parent: self, downstream: subscriber))
            guard !wasConnected else { return }
            let connection = upstream.connect()
            state.withLock { s in  // as in Combine, a connection made re-entrantly meanwhile is replaced
                s.subscribers = 1
                s.connection = connection
            }
        }

        /// One subscriber cancelled; the last one takes the connection down.
        fileprivate func subscriberCancelled() {
            let connection = state.withLock { s -> Unchecked<(any Cancellable)?> in
                guard s.connection != nil else { return Unchecked(value: nil) }
                s.subscribers -= 1
                guard s.subscribers <= 0 else { return Unchecked(value: nil) }
                defer { s = State() }
                return Unchecked(value: s.connection)
            }.value
            connection?.cancel()
        }
    }
}

/// Autoconnect's subscriber: passes events through and hands the downstream a subscription that tells
/// the parent about cancellation.
private struct AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    let parent: Publishers.Autoconnect<Upstream>
    let downstream: Downstream
    let combineIdentifier = CombineIdentifier()

    var description: String { "Autoconnect" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: ["parent": parent, "downstream": downstream]) }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: AutoconnectSubscription(base: subscription, parent: parent))
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// The upstream subscription as the downstream sees it: the same, plus a note to the parent on cancel.
private struct AutoconnectSubscription<Upstream: ConnectablePublisher>: Subscription, CustomStringConvertible,
    CustomPlaygroundDisplayConvertible
{
    let base: any Subscription
    let parent: Publishers.Autoconnect<Upstream>

    var combineIdentifier: CombineIdentifier { base.combineIdentifier }
    var description: String { String(describing: base) }
    var playgroundDescription: Any { description }

    func request(_ demand: Subscribers.Demand) { base.request(demand) }
    func cancel() {
        parent.subscriberCancelled()
        base.cancel()
    }
}
