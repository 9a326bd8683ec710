import Synchronization

extension Publisher {
    /// Ends the stream if no event arrives within `interval`: with `customError()` or `.finished`.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// Republishes events and gives up after `interval` of silence.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
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
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?
        /// The `customError` it was made with.
        public let customError: (() -> Failure)?

        /// Makes it over `upstream`: Combine's
        /// `Publishers.Timeout.init(upstream:interval:scheduler:options:customError:)`.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Requests pass straight up, as in Combine; the timer is armed at subscription, again at the
        /// first request and by every value, and values and the completion are delivered through the
        /// scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TimeoutInner(
                    downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
                    customError: customError))
        }
    }
}

/// Timeout's subscriber and the downstream's subscription: the upstream link, the armed timer, and
/// whether the timer fired.
///
/// The timer is armed while the lock is held, as Combine's is, so a scheduler that runs it at once
/// (`ImmediateScheduler`) traps on the recursive lock, as Combine does: such a timeout would end every
/// stream at subscription. Threading invariant for `@unchecked Sendable`: mutable state lives in the
/// mutex; upstream and downstream are called after unlocking.
private final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private struct State: @unchecked Sendable {  // guarded by `state`
        var link = LinkState.awaiting
        var timer: (any Cancellable)?
        var timedOut = false
        var requested = false  // the downstream asked once, which re-armed the timer
    }

    private let downstream: Downstream
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?
    private let state = Mutex(State())

    init(
        downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?, customError: (() -> Failure)?
    ) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
    }

    var description: String { "Timeout" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        let accepted = state.withLock { s -> Bool in
            guard s.link.accept(subscription) else { return false }
            s.timer = arm()
            return true
        }
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let previous = state.withLock { s -> (any Cancellable)?? in
            guard !s.timedOut, s.link.subscription != nil else { return nil }
            defer { s.timer = arm() }
            return .some(s.timer)
        }
        guard let previous else { return .none }
        previous?.cancel()
        scheduler.schedule(options: options) { self.deliver(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let timer = state.withLock { s -> (any Cancellable)?? in
            guard s.link.subscription != nil else { return nil }
            return .some(s.timer.take())
        }
        guard let timer else { return }
        timer?.cancel()
        scheduler.schedule(options: options) { self.deliver(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        let (subscription, previous) = state.withLock { s -> ((any Subscription)?, (any Cancellable)?) in
            guard let subscription = s.link.subscription else { return (nil, nil) }
            guard !s.requested else { return (subscription, nil) }
            s.requested = true
            defer { s.timer = arm() }
            return (subscription, s.timer)
        }
        previous?.cancel()
        subscription?.request(demand)
    }

    func cancel() {
        let (subscription, timer) = state.withLock { s -> ((any Subscription)?, (any Cancellable)?) in
            guard s.link.subscription != nil else { return (nil, nil) }  // before it: Combine takes it later
            return (s.link.end(), s.timer.take())
        }
        guard let subscription else { return }
        timer?.cancel()
        subscription.cancel()
    }

    /// Schedules the timeout `interval` from now; called with the lock held.
    private func arm() -> any Cancellable {
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance,
            options: options
        ) { self.timeOut() }
    }

    /// The timer fired: upstream is cancelled and the downstream gets `customError()` or `.finished`.
    private func timeOut() {
        let (subscription, timer) = state.withLock { s -> ((any Subscription)?, (any Cancellable)?) in
            guard !s.timedOut, s.link.subscription != nil else { return (nil, nil) }
            s.timedOut = true
            return (s.link.end(), s.timer.take())
        }
        guard let subscription else { return }
        timer?.cancel()
        subscription.cancel()
        downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
    }

    private func deliver(_ input: Input) {
        let subscription = state.withLock { s in s.timedOut ? nil : s.link.subscription }
        guard let subscription else { return }
        let more = downstream.receive(input)
        if more > .none { subscription.request(more) }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
        guard state.withLock({ $0.link.end() }) != nil else { return }
        downstream.receive(completion: completion)
    }
}
