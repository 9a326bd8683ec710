import Synchronization

/// The subscriber behind `values`: one awaiting `next()` is one continuation and one `.max(1)` request.
///
/// Continuations wait in arrival order; a value resumes the oldest. Completion resumes the oldest with
/// the failure (through `failing`) or nil and every other one with nil; a failure that finds nobody
/// waiting is kept for the next `next()`. Threading invariant for `@unchecked Sendable`: all state lives
/// in the mutex, and continuations are resumed after unlocking.
internal final class ValuesSubscriber<Input, Failure: Error, Thrown: Error>: Subscriber, Cancellable,
    @unchecked Sendable
{
    typealias Continuation = UnsafeContinuation<Input?, Thrown>

    private enum Phase {
        case awaitingSubscription
        case subscribed(any Subscription)
        /// Ended; holds a failure no `next()` has thrown yet.
        case terminal(Failure?)
    }

    private struct State: @unchecked Sendable {  // guarded by `state`
        var phase = Phase.awaitingSubscription
        var waiting: [Continuation] = []
        var demandBeforeSubscription = Subscribers.Demand.none

        mutating func takeWaiting() -> [Continuation] {
            defer { waiting = [] }
            return waiting
        }
    }

    /// What `await` does after unlocking.
    private enum Next {
        case wait
        case request(any Subscription)
        case end(Failure?)
    }

    private let state = Mutex(State())
    private let failing: ((Continuation, Failure) -> Void)?

    /// `failing` resumes a continuation with a failure (nil when the publisher cannot fail).
    init(failing: ((Continuation, Failure) -> Void)?) { self.failing = failing }

    func receive(subscription: any Subscription) {
        let demand = state.withLock { s -> Subscribers.Demand? in
            guard case .awaitingSubscription = s.phase else { return nil }
            s.phase = .subscribed(subscription)
            defer { s.demandBeforeSubscription = .none }
            return s.demandBeforeSubscription
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (next, ended) = state.withLock { s -> (Continuation?, [Continuation]) in
            guard case .subscribed = s.phase else { return (nil, s.takeWaiting()) }
            precondition(!s.waiting.isEmpty, "Received an output without requesting demand")
            return (s.waiting.removeFirst(), [])
        }
        let value = Unchecked(value: input)
        next?.resume(returning: value.value)
        Self.finish(ended)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (first, others, failure) = state.withLock { s -> (Continuation?, [Continuation], Failure?) in
            if case .terminal = s.phase { return (nil, s.takeWaiting(), nil) }
            var failure: Failure?
            if case .failure(let error) = completion { failure = error }
            guard !s.waiting.isEmpty else {
                s.phase = .terminal(failure)
                return (nil, [], nil)
            }
            s.phase = .terminal(nil)
            var waiting = s.takeWaiting()
            return (waiting.removeFirst(), waiting, failure)
        }
        if let first {
            if let failure, let failing { failing(first, failure) } else { first.resume(returning: nil) }
        }
        Self.finish(others)
    }

    func cancel() {
        let (subscription, waiting) = state.withLock { s -> ((any Subscription)?, [Continuation]) in
            var subscription: (any Subscription)?
            if case .subscribed(let link) = s.phase { subscription = link }
            s.phase = .terminal(nil)
            return (subscription, s.takeWaiting())
        }
        subscription?.cancel()
        Self.finish(waiting)
    }

    /// Parks `continuation` until a value or the end arrives, asking upstream for one more value.
    func await(_ continuation: Continuation) {
        let next = state.withLock { s -> Next in
            switch s.phase {
            case .awaitingSubscription:
                s.waiting.append(continuation)
                s.demandBeforeSubscription += 1
                return .wait
            case .subscribed(let subscription):
                s.waiting.append(continuation)
                return .request(subscription)
            case .terminal(let failure):
                s.phase = .terminal(nil)
                return .end(failure)
            }
        }
        switch next {
        case .wait: break
        case .request(let subscription): subscription.request(.max(1))
        case .end(let failure?) where failing != nil: failing?(continuation, failure)
        case .end: continuation.resume(returning: nil)
        }
    }

    private static func finish(_ continuations: [Continuation]) {
        for continuation in continuations { continuation.resume(returning: nil) }
    }
}
