extension Publisher {
    /// Resubscribes to upstream after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

extension Publishers {
    /// Republishes upstream; a failure triggers a fresh subscription while retries remain.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// How many times to resubscribe; nil (or, as in Combine, a negative count) for as often as it
        /// fails.
        public let retries: Int?

        /// Makes it over `upstream`: Combine's `Publishers.Retry.init(upstream:retries:)`.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Each attempt is asked for the demand the downstream has not got yet, as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RetryInner(upstream: upstream, downstream: subscriber, retries: retries))
        }
    }
}

/// Retry's subscriber, to every attempt in turn, and the downstream's subscription (handed over when the
/// first attempt's subscription arrives). As Combine's: a value's answer is requested of the current
/// attempt rather than returned; each new attempt is asked for the demand not yet met; a failure that
/// arrives while an attempt is being subscribed is retried after that subscribe returns, so synchronous
/// failures loop instead of nesting; a completion before any subscription is passed on; a value the
/// downstream did not ask for traps. The upstream publisher and the downstream are let go when the stream
/// ends or the downstream cancels.
///
/// Threading invariant for `@unchecked Sendable`: every stored `var` is guarded by `lock`; nothing is
/// called while holding it.
private final class RetryInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = SpinLock()
    private var ends: (upstream: Upstream, downstream: Downstream)?  // nil once the stream ended
    private var attempt: (any Subscription)?  // the current attempt's subscription
    private var remaining: Int?  // retries left; nil for as many as it takes
    private var demand = Subscribers.Demand.none  // asked for and not yet delivered
    private var handedOver = false  // the downstream got its subscription
    private var subscribing = false  // an attempt's `subscribe` is running
    private var failedWhileSubscribing = false  // retry again once it returns

    /// A negative `retries`, as nil, retries for as long as it fails, as Combine's does.
    init(upstream: Upstream, downstream: Downstream, retries: Int?) {
        ends = (upstream, downstream)
        remaining = retries.flatMap { $0 < 0 ? nil : $0 }
    }

    var description: String { "Retry" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard let downstream = ends?.downstream, attempt == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        attempt = subscription
        let handOver = !handedOver
        handedOver = true
        let demand = demand
        lock.unlock()
        if handOver { downstream.receive(subscription: self) }
        if demand > .none { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard let downstream = ends?.downstream else {
            lock.unlock()
            return .none
        }
        demand.spendOne(in: "Retry")
        lock.unlock()
        let more = downstream.receive(input)
        guard more > .none else { return .none }
        lock.lock()
        demand += more
        let attempt = attempt
        lock.unlock()
        attempt?.request(more)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard let ends else { return lock.unlock() }
        if case .failure = completion, remaining != 0 {
            remaining = remaining.map { $0 - 1 }
            attempt = nil
            guard !subscribing else {
                failedWhileSubscribing = true
                return lock.unlock()
            }
            subscribing = true
            repeat {
                failedWhileSubscribing = false
                lock.unlock()
                ends.upstream.subscribe(self)
                lock.lock()
            } while failedWhileSubscribing
            subscribing = false
            return lock.unlock()
        }
        self.ends = nil
        attempt = nil
        lock.unlock()
        ends.downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard ends != nil else { return lock.unlock() }
        self.demand += demand
        let attempt = attempt
        lock.unlock()
        attempt?.request(demand)
    }

    func cancel() {
        lock.lock()
        let ended = ends  // released after unlocking: a deinit may call back in
        ends = nil
        let attempt = attempt
        self.attempt = nil
        lock.unlock()
        guard ended != nil else { return }
        attempt?.cancel()
    }
}
