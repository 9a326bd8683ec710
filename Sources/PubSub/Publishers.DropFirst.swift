import Synchronization

extension Publisher {
    /// Skips the first `count` values; a negative `count` traps when subscribed, as in Combine.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// Publishes upstream values after skipping the first `count`: the first request upstream, made
    /// right after the downstream got its subscription, is what it asked for plus `count` (Combine's
    /// accounting); later requests pass straight through.
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
            upstream.subscribe(DropInner(downstream: subscriber, remaining: count))
        }
    }
}

/// Drop's subscriber and the subscription its downstream sees. Threading invariant for
/// `@unchecked Sendable`: `upstream` and `pendingDemand` live in the mutex; `remaining` is only touched by
/// upstream's serialised calls.
private final class DropInner<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private struct Link: @unchecked Sendable {  // guarded by `link`
        var upstream: (any Subscription)?
        var pendingDemand = Subscribers.Demand.none
        var started = false  // the first request upstream (pending demand + count) went out
        var isCancelled = false
    }

    private let downstream: Downstream
    private let link = Mutex(Link())
    private var remaining: Int

    init(downstream: Downstream, remaining: Int) {
        self.downstream = downstream
        self.remaining = remaining
    }

    func receive(subscription: any Subscription) {
        precondition(remaining >= 0, "count must not be negative")
        let accepted = link.withLock { l -> Bool in
            guard l.upstream == nil, !l.isCancelled else { return false }
            l.upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
        let demand = link.withLock { l -> Subscribers.Demand in
            defer {
                l.pendingDemand = .none
                l.started = true
            }
            return l.isCancelled ? .none : l.pendingDemand + remaining
        }
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
        link.withLock { $0.upstream = nil }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        let upstream = link.withLock { l -> (any Subscription)? in
            if !l.started || l.isCancelled {
                l.pendingDemand += demand
                return nil
            }
            return l.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let upstream = link.withLock { l -> (any Subscription)? in
            defer {
                l.upstream = nil
                l.isCancelled = true
            }
            return l.upstream
        }
        upstream?.cancel()
    }
}

extension DropInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "Drop" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
