extension Publisher {
    /// Replaces a failure with one last value, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// Republishes values; a failure becomes `output` followed by `.finished`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Never
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `output` it was made with.
        public let output: Output

        /// Makes it over `upstream`: Combine's `Publishers.ReplaceError.init(upstream:output:)`.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(ReplaceErrorInner<Upstream.Failure, S>(downstream: subscriber, output: output))
        }
    }
}

/// ReplaceError's subscriber and the downstream's subscription. Demand passes straight up and is
/// counted, because the replacement value needs demand of its own: a failure that arrives while the
/// downstream has none waits for its next request, as Combine's does. Events before the subscription
/// are ignored.
///
/// Threading invariant for `@unchecked Sendable`: `link`, `demand` and `failedWithoutDemand` are guarded
/// by `lock`; nothing is called while holding it.
private final class ReplaceErrorInner<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == Never {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    private let output: Input
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`: asked for and not yet delivered
    private var failedWithoutDemand = false  // guarded by `lock`: the replacement waits for a request

    init(downstream: Downstream, output: Input) {
        self.downstream = downstream
        self.output = output
    }

    var description: String { "ReplaceError" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard link.subscription != nil else {
            lock.unlock()
            return .none
        }
        demand.spendOne(in: "ReplaceError")
        lock.unlock()
        let more = downstream.receive(input)
        guard more > .none else { return .none }
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard link.subscription != nil, !failedWithoutDemand else { return lock.unlock() }
        if case .failure = completion, demand == .none {
            failedWithoutDemand = true
            return lock.unlock()
        }
        link = .ended
        lock.unlock()
        if case .failure = completion { _ = downstream.receive(output) }
        downstream.receive(completion: .finished)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        if failedWithoutDemand {
            failedWithoutDemand = false
            link = .ended
            lock.unlock()
            _ = downstream.receive(output)
            return downstream.receive(completion: .finished)
        }
        self.demand += demand
        let upstream = link.subscription
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = link.subscription
        if upstream != nil { link = .ended }
        failedWithoutDemand = false
        lock.unlock()
        upstream?.cancel()
    }
}
