/// The subscription a `Future` hands each subscriber; owns that subscriber until the result went to it.
///
/// A failure is delivered as soon as both the result and the subscription are there; a value waits
/// for the first request (a zero request traps, as in Combine). Whoever completes it — the future's
/// promise, a request, or a cancel — drops the downstream and the future, so nothing is kept alive
/// after the stream ended.
///
/// Threading invariant for `@unchecked Sendable`: every stored `var` is guarded by `lock`; the
/// downstream is called after unlocking, by the one caller that ended the subscription.
internal final class FutureSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Output, Downstream.Failure == Failure {
    private let lock = SpinLock()
    private var downstream: Downstream?  // guarded by `lock`; nil once ended
    private var parent: Future<Output, Failure>?  // guarded by `lock`; nil once ended
    private var result: Result<Output, Failure>?  // guarded by `lock`
    private var hasAnyDemand = false  // guarded by `lock`
    private var started = false  // guarded by `lock`: the downstream has its subscription
    private let onCancel: (() -> Void)?

    init(parent: Future<Output, Failure>, downstream: Downstream, onCancel: (() -> Void)?) {
        self.parent = parent
        self.downstream = downstream
        self.onCancel = onCancel
    }

    var description: String { "Future" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(
            self,
            children: [
                ("parent", parent as Any), ("downstream", downstream as Any),
                ("hasAnyDemand", downstream != nil && hasAnyDemand), ("subject", parent as Any),
            ])
    }

    /// Hands the subscription to the downstream, then delivers a result that is already known.
    func start(resolved: Result<Output, Failure>?) {
        downstream?.receive(subscription: self)
        lock.lock()
        started = true
        if let resolved { result = resolved }
        deliverIfDue(releasingParent: true)
    }

    /// The future's promise was called.
    func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        self.result = result
        deliverIfDue(releasingParent: true)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > .none, "demand must not be zero")
        lock.lock()
        hasAnyDemand = true
        deliverIfDue(releasingParent: false)
    }

    func cancel() {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        downstream = nil
        let parent = parent
        self.parent = nil
        lock.unlock()
        withExtendedLifetime(parent) { onCancel?() }
    }

    /// Called holding `lock`, which it releases: sends the result when it is due, once. As in Combine,
    /// a result delivered as it arrives lets the future go afterwards; one delivered on a request keeps
    /// it (the future no longer lists the subscription, so nothing cycles).
    private func deliverIfDue(releasingParent: Bool) {
        guard started, let result, let downstream else { return lock.unlock() }
        if case .success = result, !hasAnyDemand { return lock.unlock() }
        self.downstream = nil
        lock.unlock()
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
        guard releasingParent else { return }
        lock.lock()
        let parent = parent
        self.parent = nil
        lock.unlock()
        withExtendedLifetime(parent) {}
    }
}
