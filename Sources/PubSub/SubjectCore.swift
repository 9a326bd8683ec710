import Synchronization

/// The shared engine of `PassthroughSubject` and `CurrentValueSubject`: the ordered subscriber list.
///
/// Subscribers are kept in a `ContiguousArray` in subscription order, which is also delivery order.
/// `send` copies the array under the lock (one retain, copy-on-write) and delivers after unlocking, so a
/// subscriber may send, subscribe or cancel from inside its delivery without deadlocking.
///
/// Threading invariant for `@unchecked Sendable`: every stored property lives inside `state`.
internal final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var conduits = ContiguousArray<Conduit<Output, Failure>>()
        var completion: Subscribers.Completion<Failure>?
        var current: Output?
        var upstreams = [any Subscription]()
    }

    private let state: Mutex<State>

    internal init(current: Output?) {
        state = Mutex(State(current: current))
    }

    internal var subscriberCount: Int { state.withLock { $0.conduits.count } }

    internal var current: Output? { state.withLock { $0.current } }

    /// Attaches `subscriber`; a subscriber arriving after completion gets the completion at once.
    internal func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let relay = Relay(subscriber, overflow: .drop, primedWith: nil as Output?)
        let completion = state.withLock { s -> Subscribers.Completion<Failure>? in
            guard s.completion == nil else { return s.completion }
            s.conduits.append(relay)
            return nil
        }
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        relay.onCancel { [weak self, unowned relay] in self?.detach(relay) }
        relay.start()
    }

    /// Attaches `subscriber` and replays the current value to it on its first demand.
    internal func attachReplaying<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (relay, completion) = state.withLock { s -> (Relay<S>?, Subscribers.Completion<Failure>?) in
            guard s.completion == nil else { return (nil, s.completion) }
            let relay = Relay(subscriber, overflow: .drop, primedWith: s.current)
            s.conduits.append(relay)
            return (relay, nil)
        }
        guard let relay else {
            subscriber.receive(subscription: Subscriptions.empty)
            if let completion { subscriber.receive(completion: completion) }
            return
        }
        relay.onCancel { [weak self, unowned relay] in self?.detach(relay) }
        relay.start()
    }

    /// Delivers `value` to every subscriber in subscription order; `storing` updates `current` first.
    @inline(__always)
    internal func send(_ value: Output, storing: Bool) {
        let conduits = state.withLock { s -> ContiguousArray<Conduit<Output, Failure>> in
            guard s.completion == nil else { return [] }
            if storing { s.current = value }
            return s.conduits
        }
        for conduit in conduits { conduit.offer(value) }
    }

    /// Stores `value` as current without delivering it (used by `@Published` after its will-set delivery).
    internal func store(_ value: Output) {
        state.withLock { $0.current = value }
    }

    internal func finish(_ completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { s -> ContiguousArray<Conduit<Output, Failure>> in
            guard s.completion == nil else { return [] }
            s.completion = completion
            s.upstreams.removeAll()
            defer { s.conduits.removeAll() }
            return s.conduits
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    internal func adopt(_ upstream: any Subscription) {
        let accepted = state.withLock { s -> Bool in
            guard s.completion == nil else { return false }
            s.upstreams.append(upstream)
            return true
        }
        if accepted { upstream.request(.unlimited) } else { upstream.cancel() }
    }

    private func detach(_ conduit: Conduit<Output, Failure>) {
        state.withLock { s in
            if let index = s.conduits.firstIndex(where: { $0 === conduit }) {
                s.conduits.remove(at: index)
            }
        }
    }
}
