import Synchronization

/// The subscription a subject or a fan-in operator hands to one downstream subscriber.
///
/// Owns that subscriber's demand, its "active" flag and a small queue. Delivery is serialised by a
/// token (`delivering`): whoever sets it under the lock is the only thread that may call the
/// downstream subscriber until it clears it again. A value offered while another thread (or a
/// re-entrant send on this thread) holds the token is queued and delivered by the token holder right
/// after its current call returns — so one subscriber never runs twice at once and a re-entrant send
/// never deadlocks. No lock is held while calling out.
///
/// Threading invariant for `@unchecked Sendable`: `state` is only touched under its mutex;
/// `downstream` is only read or written by the current token holder.
internal final class Relay<Downstream: Subscriber>: Conduit<Downstream.Input, Downstream.Failure>, @unchecked Sendable {
    internal typealias Input = Downstream.Input
    internal typealias Failure = Downstream.Failure

    /// What happens to a value offered while the subscriber has no demand for it.
    internal enum Overflow {
        /// Subjects: the value is dropped (Combine's `PassthroughSubject` behaviour).
        case drop
        /// Operators: the value waits in the queue until demand arrives.
        case buffer
    }

    private struct State: @unchecked Sendable {  // guarded by `state`
        var demand = Subscribers.Demand.none
        var active = true
        var delivering = true  // held by `start()` until the subscription has been handed over
        var pending = ContiguousArray<Input>()
        var pendingHead = 0
        var completion: Subscribers.Completion<Failure>?
        var onCancel: (() -> Void)?

        var pendingCount: Int { pending.count - pendingHead }

        mutating func popPending() -> Input {
            let value = pending[pendingHead]
            pendingHead += 1
            if pendingHead == pending.count {
                pending.removeAll(keepingCapacity: true)
                pendingHead = 0
            }
            return value
        }

        mutating func takeDemand() {
            if demand != .unlimited { demand -= 1 }
        }
    }

    private enum Step {
        case deliver(Input)
        case complete(Subscribers.Completion<Failure>)
        case release
        case idle
    }

    private let state: Mutex<State>
    private let overflow: Overflow
    private var downstream: Downstream?

    internal init(_ downstream: Downstream, overflow: Overflow, primedWith initial: Input? = nil) {
        var initialState = State()
        if let initial { initialState.pending.append(initial) }
        self.state = Mutex(initialState)
        self.overflow = overflow
        self.downstream = downstream
    }

    /// Sets the action run once when the downstream cancels (before `start()`).
    internal func onCancel(_ action: @escaping () -> Void) {
        state.withLock { $0.onCancel = action }
    }

    /// Hands the subscription to the downstream, then delivers whatever arrived meanwhile.
    internal func start() {
        downstream?.receive(subscription: self)
        drain(after: .none)
    }

    /// Whether the downstream is still attached (not cancelled, not completed).
    internal var isActive: Bool { state.withLock { $0.active } }

    internal override func offer(_ value: Input) {
        let mustDeliver = state.withLock { s -> Bool in
            guard s.active else { return false }
            if s.delivering || s.pendingCount > 0 {
                if overflow == .buffer || s.demand > s.pendingCount { s.pending.append(value) }
                return false
            }
            guard s.demand > .none else {
                if overflow == .buffer { s.pending.append(value) }
                return false
            }
            s.takeDemand()
            s.delivering = true
            return true
        }
        if mustDeliver { deliver(value) }
    }

    internal override func finish(_ completion: Subscribers.Completion<Failure>) {
        let mustDeliver = state.withLock { s -> Bool in
            guard s.active, s.completion == nil else { return false }
            s.completion = completion
            guard !s.delivering else { return false }
            s.delivering = true
            return true
        }
        if mustDeliver { drain(after: .none) }
    }

    internal override func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let mustDrain = state.withLock { s -> Bool in
            guard s.active else { return false }
            s.demand += demand
            guard !s.delivering, s.pendingCount > 0 || s.completion != nil else { return false }
            s.delivering = true
            return true
        }
        if mustDrain { drain(after: .none) }
    }

    internal override func cancel() {
        let (releaseNow, hook) = state.withLock { s -> (Bool, (() -> Void)?) in
            guard s.active else { return (false, nil) }
            s.active = false
            s.pending.removeAll()
            s.pendingHead = 0
            let hook = s.onCancel
            s.onCancel = nil
            guard !s.delivering else { return (false, hook) }
            s.delivering = true  // taken for good: nobody delivers again
            return (true, hook)
        }
        if releaseNow { downstream = nil }
        hook?()
    }

    /// Calls the downstream with `value`, then keeps delivering queued work. Caller holds the token.
    private func deliver(_ value: Input) {
        guard let downstream else { return }
        drain(after: downstream.receive(value))
    }

    /// Adds `extra` demand and delivers queued values and a pending completion. Caller holds the token.
    private func drain(after extra: Subscribers.Demand) {
        var extra = extra
        while true {
            let step = state.withLock { s -> Step in
                if extra > .none { s.demand += extra }
                guard s.active else { return .release }
                if s.pendingCount > 0, s.demand > .none {
                    s.takeDemand()
                    return .deliver(s.popPending())
                }
                if let completion = s.completion, s.pendingCount == 0 || overflow == .drop {
                    s.active = false
                    s.pending.removeAll()
                    s.pendingHead = 0
                    s.onCancel = nil
                    return .complete(completion)
                }
                s.delivering = false
                return .idle
            }
            switch step {
            case .deliver(let value):
                extra = downstream?.receive(value) ?? .none
            case .complete(let completion):
                let finished = downstream
                downstream = nil
                finished?.receive(completion: completion)
                return
            case .release:
                downstream = nil
                return
            case .idle:
                return
            }
        }
    }
}

/// A subject's view of one attached subscriber, erased over the subscriber's type.
///
/// Subclassed only by `Relay`; the subject keeps these in subscription order.
internal class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    internal func offer(_ value: Output) {}
    internal func finish(_ completion: Subscribers.Completion<Failure>) {}
    internal func request(_ demand: Subscribers.Demand) {}
    internal func cancel() {}
}
