import Synchronization

/// The subscription an operator hands its downstream when it passes demand on as Combine does
/// (`catch`, `retry`, `timeout`, `receive(on:)`, `subscribe(on:)`, `delay`), instead of asking for
/// `.unlimited` and buffering.
///
/// Requests go to the current upstream (through `perform`, which `subscribe(on:)` points at its
/// scheduler). The demand not yet met is counted, so a replacement upstream (`catch`'s handler,
/// `retry`'s next attempt) is asked for exactly that. `claimCompletion()` lets exactly one of several
/// racing endings (upstream completion, a timer) reach the downstream.
///
/// Threading invariant for `@unchecked Sendable`: all state lives in the mutex; upstream calls are made
/// after unlocking.
internal final class DemandLink: Subscription, @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var upstream: (any Subscription)?
        var outstanding = Subscribers.Demand.none
        var isCancelled = false
        var isCompleted = false
    }

    private let state = Mutex(State())
    private let perform: (@escaping () -> Void) -> Void
    private let onCancel: (() -> Void)?
    /// What the link keeps alive for as long as it lives (see `init`).
    private let held: Any?
    /// The operator's name, which the subscription gives as its description (`"ReceiveOn"`), as Combine's.
    private let name: String

    /// `name` is the operator's (`"Catch"`); `perform` runs each request and cancel sent upstream (default:
    /// at once); `onCancel` runs once
    /// when the downstream cancels. `holding` is kept for the link's whole life: Combine's `receive(on:)`,
    /// `subscribe(on:)` and `delay` keep their downstream even after it cancelled or finished, so a
    /// subscriber that keeps its subscription lives as long as it does (their lifecycle tests expect it).
    init(
        _ name: String, perform: @escaping (@escaping () -> Void) -> Void = { $0() },
        onCancel: (() -> Void)? = nil, holding: Any? = nil
    ) {
        self.name = name
        self.perform = perform
        self.onCancel = onCancel
        held = holding
    }

    /// Whether the downstream cancelled.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Makes `upstream` the current one and asks it for the outstanding demand. Returns false, and
    /// cancels `upstream`, once the downstream cancelled or the stream ended.
    @discardableResult
    func adopt(_ upstream: any Subscription) -> Bool {
        let demand = state.withLock { s -> Subscribers.Demand? in
            guard !s.isCancelled, !s.isCompleted, s.upstream == nil else { return nil }
            s.upstream = upstream
            return s.outstanding
        }
        guard let demand else {
            upstream.cancel()
            return false
        }
        if demand > .none { perform { upstream.request(demand) } }
        return true
    }

    /// The current upstream ended (it completed); later requests wait for the next one.
    func release() {
        state.withLock { $0.upstream = nil }
    }

    /// Counts one value delivered downstream, which answered with `more` demand (returned upstream).
    func delivered(_ more: Subscribers.Demand) {
        state.withLock { s in
            if s.outstanding != .unlimited { s.outstanding = s.outstanding - 1 + more }
        }
    }

    /// True for the first caller only: that caller delivers the completion.
    func claimCompletion() -> Bool {
        state.withLock { s in
            defer { s.isCompleted = true }
            return !s.isCompleted && !s.isCancelled
        }
    }

    /// Cancels the current upstream without ending the downstream's side (a timeout that fired).
    func cancelUpstream() {
        let upstream = state.withLock { s -> (any Subscription)? in
            defer { s.upstream = nil }
            return s.upstream
        }
        if let upstream { perform { upstream.cancel() } }
    }

    /// Hands `value` to `downstream` unless the downstream cancelled, and counts it; returns the
    /// downstream's answer (the demand to return upstream).
    func deliver<S: Subscriber>(_ value: S.Input, to downstream: S) -> Subscribers.Demand {
        guard !isCancelled else { return .none }
        let more = downstream.receive(value)
        delivered(more)
        return more
    }

    /// Hands `completion` to `downstream` if it is the first ending and the downstream did not cancel.
    func finish<S: Subscriber>(_ downstream: S, with completion: Subscribers.Completion<S.Failure>) {
        if claimCompletion() { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let upstream = state.withLock { s -> (any Subscription)? in
            guard !s.isCancelled else { return nil }
            s.outstanding += demand
            return s.upstream
        }
        if let upstream { perform { upstream.request(demand) } }
    }

    func cancel() {
        let (upstream, first) = state.withLock { s -> ((any Subscription)?, Bool) in
            defer {
                s.isCancelled = true
                s.upstream = nil
            }
            return (s.upstream, !s.isCancelled)
        }
        guard first else { return }
        onCancel?()
        if let upstream { perform { upstream.cancel() } }
    }
}

extension DemandLink: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    var description: String { name }
    var playgroundDescription: Any { name }
}

/// An operator's upstream subscriber that passes each event on through closures and adopts its
/// subscription into a `DemandLink`.
internal struct LinkFeed<Input, Failure: Error>: Subscriber {
    let link: DemandLink
    let onValue: (Input) -> Subscribers.Demand
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { link.adopt(subscription) }

    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }

    func receive(completion: Subscribers.Completion<Failure>) {
        link.release()
        onCompletion(completion)
    }
}
