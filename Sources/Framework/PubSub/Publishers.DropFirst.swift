extension Publisher {
    /// Skips the first `count` values; a negative `count` traps when subscribed, as in Combine.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// Publishes upstream values after skipping the first `count`. As in Combine, the downstream gets its
    /// subscription before the upstream is subscribed; the request made when the upstream's subscription
    /// arrives is what the downstream asked for meanwhile plus the values still to drop; later requests
    /// pass straight through.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `count` it was made with.
        public let count: Int

        /// Makes it over `upstream`: Combine's `Publishers.Drop.init(upstream:count:)`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = DropInner(downstream: subscriber, remaining: count)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

/// Drop's subscriber and the subscription its downstream sees. Holds at most one upstream subscription
/// at a time: once the upstream completed or the downstream cancelled, a new one is accepted and asked
/// for the demand that waited meanwhile, as Combine's is.
///
/// Threading invariant for `@unchecked Sendable`: `upstream` and `pendingDemand` are guarded by `lock`;
/// `remaining` is only touched by the upstream's serialised calls.
private final class DropInner<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = SpinLock()
    private var upstream: (any Subscription)?  // guarded by `lock`
    private var pendingDemand = Subscribers.Demand.none  // guarded by `lock`: asked for before `upstream`
    private var remaining: Int

    init(downstream: Downstream, remaining: Int) {
        self.downstream = downstream
        self.remaining = remaining
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        let demand = pendingDemand + max(remaining, 0)
        pendingDemand = .none
        lock.unlock()
        precondition(remaining >= 0, "count must not be negative")
        if demand > .none { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard remaining <= 0 else {
            remaining -= 1
            return .none
        }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        upstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        guard let upstream else {
            pendingDemand += demand
            return lock.unlock()
        }
        lock.unlock()
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

extension DropInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "Drop" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
