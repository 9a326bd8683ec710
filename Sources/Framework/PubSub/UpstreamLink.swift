/// The upstream subscription of an operator's subscriber, behind its own lock: waiting for it, holding
/// it, or done with it. Requests and cancellation go to it after unlocking.
///
/// For the operators whose subscriber is also the downstream's subscription and passes requests
/// straight up (`output`, `measureInterval`, `tryScan`, `replaceEmpty`, `print`, `multicast`).
/// Threading invariant for `@unchecked Sendable`: `state` is guarded by `lock`.
internal final class UpstreamLink: @unchecked Sendable {
    private let lock = SpinLock()
    private var state = LinkState.awaiting  // guarded by `lock`

    /// Takes `subscription` if none came yet; false when the caller must cancel it instead.
    func accept(_ subscription: any Subscription) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.accept(subscription)
    }

    /// The live upstream subscription, if any.
    var subscription: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        return state.subscription
    }

    /// The state, for mirrors.
    var status: LinkState {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    /// Ends the link (the upstream completed, or the operator ended the stream itself); returns the
    /// subscription it held, nil when it was not subscribed (then it stays as it was).
    func end() -> (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        guard let subscription = state.subscription else { return nil }
        state = .ended
        return subscription
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

    /// Cancels and ends a live link; before the subscription arrives it does nothing (Combine's
    /// operators then still take it).
    func cancel() { end()?.cancel() }
}
