import Synchronization

extension Publisher {
    /// Publishes at most one value per `interval`: the first value at once, then the latest (or first)
    /// value seen in each window at the window's end.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// Limits the rate of values to one per `interval`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `interval` it was made with.
        public let interval: Context.SchedulerTimeType.Stride
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `latest` it was made with.
        public let latest: Bool

        /// Makes it over `upstream`: Combine's `Publishers.Throttle.init(upstream:interval:scheduler:latest:)`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let inner = ThrottleInner(relay: relay, interval: interval, scheduler: scheduler, latest: latest)
            relay.onCancel { inner.cancel() }
            upstream.subscribe(
                RelayFeed<Output, Failure>(slot: inner.upstream, onValue: inner.receive, onCompletion: relay.finish))
            relay.start()
        }
    }
}

/// Throttle's window state. Threading invariant for `@unchecked Sendable`: state lives in the mutex.
private final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var windowOpen = false
        var held: Downstream.Input?
        var token: (any Cancellable)?
    }

    let upstream = SubscriptionSlot()
    private let relay: Relay<Downstream>
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private let state = Mutex(State())

    init(relay: Relay<Downstream>, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.relay = relay
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    func receive(_ value: Downstream.Input) {
        let emitNow = state.withLock { s -> Bool in
            guard s.windowOpen else {
                s.windowOpen = true
                return true
            }
            if latest || s.held == nil { s.held = value }
            return false
        }
        if emitNow {
            relay.offer(value)
            openWindow()
        }
    }

    func cancel() {
        let token = state.withLock { s -> (any Cancellable)? in
            defer { s.token = nil }
            return s.token
        }
        token?.cancel()
        upstream.cancel()
    }

    private func openWindow() {
        let token = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval)) { [weak self] in
            self?.closeWindow()
        }
        state.withLock { $0.token = token }
    }

    private func closeWindow() {
        let held = state.withLock { s -> Downstream.Input? in
            s.token = nil
            defer { s.held = nil }
            if s.held == nil { s.windowOpen = false }
            return s.held
        }
        guard let held else { return }
        relay.offer(held)
        openWindow()
    }
}
