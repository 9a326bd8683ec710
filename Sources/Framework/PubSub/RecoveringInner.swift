/// `catch` and `tryCatch`: the upstream's subscriber, the downstream's subscription and, through a
/// `ReplacementSide`, the subscriber of the publisher `recover` makes from the upstream's failure.
///
/// Demand passes on as in Combine: requests go to the current publisher; what the downstream asked of the
/// upstream and did not get is asked of the replacement when its subscription arrives. Combine's phase
/// rules hold too: a cancel while the replacement is being subscribed does nothing (the replacement is
/// then asked for the demand left and its completion still reaches the downstream); values an upstream
/// sends after a cancel, after it finished or after `recover` threw still reach the downstream; a
/// failure before the subscription or a second failure traps. The downstream is kept for the subscription's
/// whole life, as Combine's is.
///
/// Threading invariant for `@unchecked Sendable`: `phase` and `demand` are guarded by `lock`; nothing
/// is called while holding it.
internal final class RecoveringInner<Upstream: Publisher, Replacement: Publisher, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where Upstream.Output == Downstream.Input, Replacement.Output == Downstream.Input {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    /// Which publisher the downstream's requests go to.
    private enum Phase {
        case awaitingUpstream
        case upstream(any Subscription)
        case awaitingReplacement
        case replacement(any Subscription)
        case ended
    }

    private let name: String
    private let downstream: Downstream
    private let recover: (Upstream.Failure) -> Result<Replacement, Downstream.Failure>
    private let mapFailure: (Replacement.Failure) -> Downstream.Failure
    private let lock = SpinLock()
    private var phase = Phase.awaitingUpstream  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`: asked of the upstream, not yet met

    /// `name` is the operator's (`"Catch"`); `recover` makes the replacement from the upstream's failure
    /// or gives the failure to end with instead (`tryCatch`'s thrown error); `mapFailure` turns the
    /// replacement's failure into the downstream's.
    init(
        _ name: String, downstream: Downstream,
        recover: @escaping (Upstream.Failure) -> Result<Replacement, Downstream.Failure>,
        mapFailure: @escaping (Replacement.Failure) -> Downstream.Failure
    ) {
        self.name = name
        self.downstream = downstream
        self.recover = recover
        self.mapFailure = mapFailure
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        let demand = demand
        lock.unlock()
        return Mirror(self, children: ["downstream": downstream, "demand": demand])
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingUpstream = phase else {
            lock.unlock()
            return subscription.cancel()
        }
        phase = .upstream(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { demand.spendOne(in: name) }
        let more = downstream.receive(input)
        if more > .none { lock.withLock { demand += more } }
        return more
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        lock.lock()
        switch (phase, completion) {
        case (.upstream, .finished):
            phase = .ended
            lock.unlock()
            downstream.receive(completion: .finished)
        case (.upstream, .failure(let error)):
            phase = .awaitingReplacement
            lock.unlock()
            switch recover(error) {
            case .success(let replacement):
                replacement.subscribe(ReplacementSide(inner: self))
            case .failure(let thrown):
                lock.lock()
                phase = .ended
                lock.unlock()
                downstream.receive(completion: .failure(thrown))
            }
        case (.ended, _), (_, .finished):
            lock.unlock()
        case (.awaitingUpstream, .failure), (.awaitingReplacement, .failure), (.replacement, .failure):
            lock.unlock()
            preconditionFailure("\(name)'s upstream failed before its subscription or after failing once")
        }
    }

    /// The replacement's subscription arrived: it is asked for the demand the upstream left.
    func replacementSubscribed(_ subscription: any Subscription) {
        lock.lock()
        guard case .awaitingReplacement = phase else {
            lock.unlock()
            return subscription.cancel()
        }
        phase = .replacement(subscription)
        let demand = demand
        lock.unlock()
        if demand > .none { subscription.request(demand) }
    }

    /// A value of the replacement goes straight to the downstream, and its answer back.
    func replacementValue(_ input: Replacement.Output) -> Subscribers.Demand {
        downstream.receive(input)
    }

    /// The replacement completed: the stream ends, unless it had already.
    func replacementCompleted(_ completion: Subscribers.Completion<Replacement.Failure>) {
        lock.lock()
        guard case .replacement = phase else { return lock.unlock() }
        phase = .ended
        lock.unlock()
        downstream.receive(completion: completion.mapError(mapFailure))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        switch phase {
        case .upstream(let subscription):
            self.demand += demand
            lock.unlock()
            subscription.request(demand)
        case .replacement(let subscription):
            lock.unlock()
            subscription.request(demand)
        case .awaitingUpstream, .awaitingReplacement:
            self.demand += demand
            lock.unlock()
        case .ended:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        switch phase {
        case .upstream(let subscription), .replacement(let subscription):
            phase = .ended
            lock.unlock()
            subscription.cancel()
        case .awaitingUpstream, .awaitingReplacement, .ended:
            lock.unlock()
        }
    }
}
