/// What a filter-like operator does with one upstream value.
internal enum FilterStep<Output, Failure: Error> {
    /// Publish `Output` downstream; the downstream's answer is the new demand.
    case emit(Output)
    /// Drop the value and ask upstream for one more in its place.
    case skip
    /// Cancel upstream and finish.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// The subscriber and subscription behind the filter-like operators (`tryFilter`, `tryCompactMap`,
/// `drop(while:)`, `prefix(while:)`, `tryRemoveDuplicates`, …): one value in, at most one value out.
///
/// Demand passes straight through: downstream requests go upstream, a skipped value asks for one more.
/// `step` decides per value and runs without the lock (it may call back into this subscription); it is
/// released when the stream ends, unless the operator keeps it for as long as the subscription lives
/// (`keepsStep`: `tryCompactMap`, as Combine's). Upstream calls are serialised by the upstream, so only the link needs
/// the lock. Before the subscription arrives, a `strict` inner traps on a value, completion or request
/// (API misuse by the upstream) and a cancel ends it; otherwise those are ignored — each as Combine's
/// operator does.
///
/// Threading invariant for `@unchecked Sendable`: `link` and `step` are guarded by `lock`; `step` is
/// copied out under it and called after unlocking.
internal final class FilteringInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Step = (Input) -> FilterStep<Downstream.Input, Downstream.Failure>

    /// What the mirror shows besides nothing: the downstream, and any extra children.
    enum MirrorStyle {
        case empty
        case downstream(extra: () -> [Mirror.Child])
    }

    private let name: String
    private let downstream: Downstream
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private let mirrorStyle: MirrorStyle
    private let strict: Bool
    private let keepsStep: Bool
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var step: Step?  // guarded by `lock`

    init(
        _ name: String, downstream: Downstream, strict: Bool = true, keepsStep: Bool = false,
        mirror: MirrorStyle = .downstream(extra: { [] }), mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        step: @escaping Step
    ) {
        self.name = name
        self.downstream = downstream
        self.strict = strict
        self.keepsStep = keepsStep
        self.mirrorStyle = mirror
        self.mapFailure = mapFailure
        self.step = step
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        switch mirrorStyle {
        case .empty: Mirror(self, children: [:])
        case .downstream(let extra): Mirror(self, children: [("downstream", downstream as Any)] + extra())
        }
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let (upstream, step) = (link.subscription, self.step)
        let early = link.isAwaiting
        lock.unlock()
        if early, strict { preconditionFailure("\(name) received a value before its subscription") }
        guard let upstream, let step else { return .none }
        switch step(input) {
        case .emit(let output): return downstream.receive(output)
        case .skip: return .max(1)
        case .finish: end(upstream, with: .finished)
        case .fail(let error): end(upstream, with: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        let early = link.isAwaiting
        let live = link.end() != nil
        let released = takeStep()
        lock.unlock()
        withExtendedLifetime(released) {}
        if early, strict { preconditionFailure("\(name) received a completion before its subscription") }
        if live { downstream.receive(completion: completion.mapError(mapFailure)) }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        let (upstream, early) = (link.subscription, link.isAwaiting)
        lock.unlock()
        if early, strict { preconditionFailure("\(name) was asked for values before it had a subscription") }
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        guard strict || !link.isAwaiting else { return lock.unlock() }
        let upstream = link.end()
        let released = takeStep()
        lock.unlock()
        withExtendedLifetime(released) { upstream?.cancel() }
    }

    /// Ends the stream from inside `receive(_:)`: cancels upstream, then completes downstream (unless a
    /// cancel got there first).
    private func end(_ upstream: any Subscription, with completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let live = link.end() != nil
        let released = takeStep()
        lock.unlock()
        guard live else { return }
        withExtendedLifetime(released) { upstream.cancel() }
        downstream.receive(completion: completion)
    }

    /// Takes `step` out at the end, to be released unlocked; nil when the operator keeps it. Caller holds
    /// the lock.
    private func takeStep() -> Step? {
        guard !keepsStep else { return nil }
        defer { step = nil }
        return step
    }
}
