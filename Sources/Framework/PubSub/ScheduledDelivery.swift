/// The subscriber and subscription of `receive(on:)` and `delay`: it owns the upstream link and hands
/// each value and the completion to the downstream from an action it schedules (`schedule`).
///
/// As Combine's: requests (even `.none`) and cancellation pass straight up; the demand the downstream
/// answers a value with is requested from the scheduled action, also after upstream completed while
/// the completion waits in the scheduler; a cancel before the upstream subscription arrives does
/// nothing. Scheduled actions hold the inner strongly, so a scheduled completion is delivered even when
/// nothing else keeps the stream. Threading invariant for `@unchecked Sendable`: `phase` is guarded by
/// `lock`; upstream, downstream and scheduler are called after unlocking.
internal class ScheduledDelivery<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Phase {
        case awaiting
        case live(any Subscription)
        case finishing(any Subscription)  // upstream completed; the completion is scheduled
        case ended
    }

    private let downstream: Downstream
    private let schedule: (@escaping () -> Void) -> Void
    private let lock = SpinLock()
    private var phase = Phase.awaiting  // guarded by `lock`

    /// `schedule` runs an action on the operator's scheduler (at once for `receive(on:)`, later for
    /// `delay`).
    init(downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    final func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaiting = phase else {
            lock.unlock()
            return subscription.cancel()
        }
        phase = .live(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    final func receive(_ input: Input) -> Subscribers.Demand {
        guard live != nil else { return .none }
        schedule { self.deliver(input) }
        return .none
    }

    final func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .live(let subscription) = phase else {
            lock.unlock()
            return
        }
        phase = .finishing(subscription)
        lock.unlock()
        schedule { self.deliver(completion) }
    }

    final func request(_ demand: Subscribers.Demand) { live?.request(demand) }

    final func cancel() {
        lock.lock()
        guard case .live(let subscription) = phase else {
            lock.unlock()
            return
        }
        phase = .ended
        lock.unlock()
        subscription.cancel()
    }

    /// The upstream subscription while no completion arrived.
    private var live: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        if case .live(let subscription) = phase { return subscription }
        return nil
    }

    /// The upstream subscription until the stream ended (also while the completion is scheduled).
    private var upstream: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        switch phase {
        case .live(let subscription), .finishing(let subscription): return subscription
        case .awaiting, .ended: return nil
        }
    }

    private func deliver(_ input: Input) {
        guard upstream != nil else { return }
        let more = downstream.receive(input)
        if more != .none { upstream?.request(more) }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        phase = .ended
        lock.unlock()
        downstream.receive(completion: completion)
    }
}
