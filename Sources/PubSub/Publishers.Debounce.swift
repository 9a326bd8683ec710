import Synchronization

extension Publisher {
    /// Publishes a value only after `dueTime` has passed without another value arriving.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// Publishes the latest value once upstream has been quiet for `dueTime`.
    ///
    /// Each value cancels the previously scheduled emission, so at most one action is pending in the
    /// scheduler; cancelling the subscription removes it. On finish, a pending value is emitted first.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `dueTime` it was made with.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?

        /// Makes it over `upstream`: Combine's `Publishers.Debounce.init(upstream:dueTime:scheduler:options:)`.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let inner = DebounceInner(relay: relay, dueTime: dueTime, scheduler: scheduler, options: options)
            relay.onCancel { inner.cancel() }
            upstream.subscribe(
                RelayFeed<Output, Failure>(slot: inner.upstream, onValue: inner.receive, onCompletion: inner.finish))
            relay.start()
        }
    }
}

/// Debounce's state: the pending value and the scheduler token for its emission.
///
/// Threading invariant for `@unchecked Sendable`: mutable state lives in the mutex; scheduling and
/// cancelling tokens happen after unlocking.
private final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var generation = 0
        var pending: Downstream.Input?
        var token: (any Cancellable)?
        var isCancelled = false
    }

    let upstream = SubscriptionSlot()
    private let relay: Relay<Downstream>
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let state = Mutex(State())

    init(
        relay: Relay<Downstream>, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.relay = relay
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(_ value: Downstream.Input) {
        let (generation, previous) = state.withLock { s -> (Int, (any Cancellable)?) in
            s.generation += 1
            s.pending = value
            defer { s.token = nil }
            return (s.generation, s.token)
        }
        previous?.cancel()
        let token = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: dueTime), options: options) {
            [weak self] in
            self?.fire(generation)
        }
        let stale = state.withLock { s -> Bool in
            guard s.generation == generation, !s.isCancelled else { return true }
            s.token = token
            return false
        }
        if stale { token.cancel() }
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (value, token) = state.withLock { s -> (Downstream.Input?, (any Cancellable)?) in
            defer {
                s.pending = nil
                s.token = nil
                s.generation += 1
            }
            return (s.pending, s.token)
        }
        token?.cancel()
        if case .finished = completion, let value { relay.offer(value) }
        relay.finish(completion)
    }

    func cancel() {
        let token = state.withLock { s -> (any Cancellable)? in
            s.isCancelled = true
            s.pending = nil
            defer { s.token = nil }
            return s.token
        }
        token?.cancel()
        upstream.cancel()
    }

    private func fire(_ generation: Int) {
        let value = state.withLock { s -> Downstream.Input? in
            guard s.generation == generation, !s.isCancelled else { return nil }
            s.token = nil
            defer { s.pending = nil }
            return s.pending
        }
        if let value { relay.offer(value) }
    }
}
