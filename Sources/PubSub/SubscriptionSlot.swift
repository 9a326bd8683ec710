import Synchronization

/// Holds one upstream subscription so any thread can request from it or cancel it exactly once.
///
/// A subscription set after `cancel()` is cancelled at once. Threading invariant for
/// `@unchecked Sendable`: the subscription is only touched under the mutex and called after unlocking.
internal final class SubscriptionSlot: @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var subscription: (any Subscription)?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Stores `subscription`; returns false (and cancels it) if the slot was already cancelled or full.
    @discardableResult
    internal func set(_ subscription: any Subscription) -> Bool {
        let accepted = state.withLock { s -> Bool in
            guard !s.isCancelled, s.subscription == nil else { return false }
            s.subscription = subscription
            return true
        }
        if !accepted { subscription.cancel() }
        return accepted
    }

    internal func request(_ demand: Subscribers.Demand) {
        let subscription = state.withLock { $0.subscription }
        subscription?.request(demand)
    }

    internal func cancel() {
        let subscription = state.withLock { s -> (any Subscription)? in
            defer {
                s.isCancelled = true
                s.subscription = nil
            }
            return s.subscription
        }
        subscription?.cancel()
    }

    /// Forgets the subscription without cancelling it (after the upstream completed).
    internal func clear() {
        state.withLock { $0.subscription = nil }
    }
}
