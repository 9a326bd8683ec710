extension Publisher {
    /// Publishes the values in arrays of `count`; a shorter last array when upstream finishes early.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// Groups upstream values into arrays of `count`. Demand counts arrays: a request for n asks
    /// upstream for n × `count` values. A failure drops the partial array.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = [Upstream.Output]
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `count` it was made with.
        public let count: Int

        /// Makes it over `upstream`: Combine's `Publishers.CollectByCount.init(upstream:count:)`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByCountInner(downstream: subscriber, count: count))
        }
    }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

/// CollectByCount's subscriber and subscription.
///
/// Threading invariant for `@unchecked Sendable`: `upstream`, `buffer` and `finished` are guarded by
/// `lock`; calls out happen after unlocking.
private final class CollectByCountInner<Input, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let count: Int
    private let lock = SpinLock()
    private var upstream: (any Subscription)?  // guarded by `lock`
    private var buffer = [Input]()  // guarded by `lock`
    private var finished = false  // guarded by `lock`

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
    }

    var description: String { "CollectByCount" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(
            self,
            children: [
                ("downstream", downstream as Any), ("upstreamSubscription", upstream as Any), ("buffer", buffer),
                ("count", count),
            ])
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        let accepted = !finished && upstream == nil
        if accepted { upstream = subscription }
        lock.unlock()
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard upstream != nil else {
            lock.unlock()
            return .none
        }
        buffer.append(input)
        guard buffer.count == count else {
            lock.unlock()
            return .none
        }
        let full = buffer
        buffer = []
        lock.unlock()
        return downstream.receive(full) * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        upstream = nil
        finished = true
        let rest = buffer
        buffer = []
        lock.unlock()
        if case .finished = completion, !rest.isEmpty { _ = downstream.receive(rest) }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand * count)
    }

    func cancel() {
        lock.lock()
        guard let upstream else { return lock.unlock() }
        self.upstream = nil
        finished = true
        let dropped = buffer
        buffer = []
        lock.unlock()
        withExtendedLifetime(dropped) { upstream.cancel() }
    }
}
