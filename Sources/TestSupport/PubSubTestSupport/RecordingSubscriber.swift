import PubSub

/// A subscriber that records every event, for assertions; it requests `initialDemand` on subscribe.
///
/// Thread-safe: events may arrive on any thread. `request(_:)` and `cancel()` act on the subscription.
public final class RecordingSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// One recorded event.
    public enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private struct State: @unchecked Sendable {  // guarded by `state`
        var events: [Event] = []
        var subscriptionCount = 0
        var subscription: (any Subscription)?
        var completionWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    public init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    /// Every event so far, in order.
    public var events: [Event] { state.withLock { s in UncheckedEvents(list: s.events) }.list }
    /// The values so far, in order.
    public var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }
    /// The completions so far (more than one is a grammar violation).
    public var completions: [Subscribers.Completion<Failure>] {
        events.compactMap { if case .completion(let completion) = $0 { completion } else { nil } }
    }
    /// How many times a subscription arrived (must be exactly one).
    public var subscriptionCount: Int { state.withLock { $0.subscriptionCount } }

    public func receive(subscription: any Subscription) {
        state.withLock { s in
            s.subscriptionCount += 1
            s.subscription = subscription
        }
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.events.append(.value(input)) }
        return demandPerValue
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        let waiters = state.withLock { s in
            s.events.append(.completion(completion))
            defer { s.completionWaiters = [] }
            return s.completionWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once a completion has arrived (at once if one already has): a wait on the event, for
    /// publishers that complete on another thread. Bound the test with a `.timeLimit` trait.
    public func untilCompleted() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let completed = state.withLock { s in
                let completed = s.events.contains { if case .completion = $0 { true } else { false } }
                if !completed { s.completionWaiters.append(waiter) }
                return completed
            }
            if completed { waiter.resume() }
        }
    }

    public func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.subscription }?.request(demand)
    }

    public func cancel() {
        state.withLock { $0.subscription }?.cancel()
    }
}

/// Carries a copy of the event list out of the lock.
private struct UncheckedEvents<Event>: @unchecked Sendable {
    let list: [Event]
}
