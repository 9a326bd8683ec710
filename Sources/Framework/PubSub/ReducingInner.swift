/// What a reduce-like operator decides after folding one value into its result.
internal enum ReduceStep<Failure: Error> {
    /// Keep reading upstream.
    case more
    /// The result is final: cancel upstream and publish it once the downstream has asked.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// The subscriber and subscription behind the operators that publish one value when upstream ends
/// (`reduce`, `count`, `allSatisfy`, `contains`, `first(where:)`, `last`, `min`, `max`, … and their
/// `try` forms).
///
/// It asks upstream for everything as soon as it is subscribed, folds each value into `result` with
/// `fold`, and publishes the result (if any) and `.finished` when both the upstream has ended (or
/// `fold` said `.finish`) and the downstream has asked for at least one value — Combine's order.
/// `fold` runs without the lock; it and `result` are touched only by the upstream's serialised calls,
/// and read by `request` only after the upstream has ended.
///
/// Threading invariant for `@unchecked Sendable`: `link` and the flags are guarded by `lock`; `result`
/// and `fold` as described above.
internal final class ReducingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input
    typealias Fold = (inout Output?, Input) -> ReduceStep<Downstream.Failure>

    private let name: String
    private let downstream: Downstream
    private let initial: Output?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private let mirrorChildren: ((Output?) -> [Mirror.Child])?
    private var fold: Fold?
    private var result: Output?
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var downstreamAsked = false  // guarded by `lock`
    private var upstreamEnded = false  // guarded by `lock`
    private var resultSent = false  // guarded by `lock`: the result (or a failure) went downstream
    private var cancelled = false  // guarded by `lock`

    init(
        _ name: String, downstream: Downstream, initial: Output?,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        mirrorChildren: ((Output?) -> [Mirror.Child])? = nil, fold: @escaping Fold
    ) {
        self.name = name
        self.downstream = downstream
        self.initial = initial
        self.result = initial
        self.mapFailure = mapFailure
        self.mirrorChildren = mirrorChildren
        self.fold = fold
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    /// Combine's reduce-likes show their downstream, result, initial value and status; `collect()` shows
    /// what `mirrorChildren` makes of the result instead.
    var customMirror: Mirror {
        if let mirrorChildren { return Mirror(self, children: mirrorChildren(result)) }
        lock.lock()
        let status = link
        lock.unlock()
        return Mirror(
            self,
            children: [
                ("downstream", downstream as Any), ("result", result as Any), ("initial", initial as Any),
                ("status", status),
            ])
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let upstream = link.subscription
        lock.unlock()
        guard let upstream, let fold else { return .none }
        switch fold(&result, input) {
        case .more:
            break
        case .finish:
            lock.lock()
            link = .ended
            upstreamEnded = true
            resultSent = downstreamAsked
            let send = resultSent
            lock.unlock()
            upstream.cancel()
            if send { sendResult() }
        case .fail(let error):
            lock.lock()
            link = .ended
            upstreamEnded = true
            resultSent = true
            lock.unlock()
            upstream.cancel()
            self.fold = nil
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard link.end() != nil else { return lock.unlock() }
        upstreamEnded = true
        switch completion {
        case .finished:
            resultSent = downstreamAsked
            let send = resultSent
            lock.unlock()
            fold = nil
            if send { sendResult() }
        case .failure(let error):
            resultSent = true
            lock.unlock()
            fold = nil
            downstream.receive(completion: .failure(mapFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        guard !downstreamAsked, !cancelled, !resultSent else { return lock.unlock() }
        downstreamAsked = true
        resultSent = upstreamEnded
        let send = resultSent
        lock.unlock()
        if send { sendResult() }
    }

    /// Before the subscription arrives there is nothing to cancel (Combine then still takes it).
    func cancel() {
        lock.lock()
        guard let upstream = link.subscription else { return lock.unlock() }
        link = .ended
        cancelled = true
        lock.unlock()
        upstream.cancel()
    }

    /// Publishes the result, if there is one, then `.finished`.
    private func sendResult() {
        fold = nil
        if let result { _ = downstream.receive(result) }
        downstream.receive(completion: .finished)
    }
}
