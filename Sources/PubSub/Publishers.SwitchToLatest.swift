import Synchronization

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent inner publisher, cancelling the previous one.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// Follows only the latest inner publisher: a new one cancels the old, whose late values are dropped.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The values it publishes.
        public typealias Output = P.Output
        /// The failure it can end with.
        public typealias Failure = P.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream

        /// Makes it over `upstream`: Combine's `Publishers.SwitchToLatest.init(upstream:)`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let inner = SwitchInner<P, S>(relay: relay)
            relay.onCancel { inner.cancelAll() }
            upstream.subscribe(
                RelayFeed<P, Failure>(
                    slot: inner.upstream, onValue: inner.switchTo, onCompletion: inner.upstreamFinished))
            relay.start()
        }
    }
}

/// SwitchToLatest's current inner link. Threading invariant for `@unchecked Sendable`: state lives in
/// the mutex; a value is forwarded only if its generation is still the current one.
private final class SwitchInner<P: Publisher, Downstream: Subscriber>: @unchecked Sendable
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var generation = 0
        var current: SubscriptionSlot?
        var upstreamDone = false
    }

    let upstream = SubscriptionSlot()
    private let relay: Relay<Downstream>
    private let state = Mutex(State())

    init(relay: Relay<Downstream>) { self.relay = relay }

    func switchTo(_ publisher: P) {
        let slot = SubscriptionSlot()
        let (generation, previous) = state.withLock { s -> (Int, SubscriptionSlot?) in
            s.generation += 1
            defer { s.current = slot }
            return (s.generation, s.current)
        }
        previous?.cancel()
        publisher.subscribe(
            RelayFeed<P.Output, P.Failure>(
                slot: slot,
                onValue: { [self] value in
                    if state.withLock({ $0.generation == generation }) { relay.offer(value) }
                },
                onCompletion: { [self] completion in
                    let (isCurrent, finishAll) = state.withLock { s -> (Bool, Bool) in
                        guard s.generation == generation else { return (false, false) }
                        s.current = nil
                        return (true, s.upstreamDone)
                    }
                    guard isCurrent else { return }
                    if case .failure = completion {
                        upstream.cancel()
                        relay.finish(completion)
                    } else if finishAll {
                        relay.finish(.finished)
                    }
                }))
    }

    func upstreamFinished(_ completion: Subscribers.Completion<P.Failure>) {
        if case .failure = completion {
            cancelAll()
            relay.finish(completion)
            return
        }
        let idle = state.withLock { s -> Bool in
            s.upstreamDone = true
            return s.current == nil
        }
        if idle { relay.finish(.finished) }
    }

    func cancelAll() {
        let current = state.withLock { s -> SubscriptionSlot? in
            s.generation += 1
            defer { s.current = nil }
            return s.current
        }
        upstream.cancel()
        current?.cancel()
    }
}
