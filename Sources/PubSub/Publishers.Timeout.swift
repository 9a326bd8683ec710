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

        /// Requests pass straight up, as in Combine; the timer is armed at subscription and re-armed by
        /// every value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let timer = Mutex(TimerToken())
            let scheduler = scheduler
            let interval = interval
            let customError = customError
            let options = options
            func disarm() {
                let previous = timer.withLock { t -> (any Cancellable)? in
                    defer { t.token = nil }
                    return t.token
                }
                previous?.cancel()
            }
            let link = DemandLink("Timeout", onCancel: disarm)
            func arm() {
                let token = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval), options: options)
                {
                    guard link.claimCompletion() else { return }
                    link.cancelUpstream()
                    subscriber.receive(completion: customError.map { .failure($0()) } ?? .finished)
                }
                let previous = timer.withLock { t -> (any Cancellable)? in
                    defer { t.token = token }
                    return t.token
                }
                previous?.cancel()
            }
            arm()
            upstream.subscribe(
                LinkFeed<Output, Failure>(
                    link: link, onSubscribe: { subscriber.receive(subscription: $0) },
                    onValue: { value in
                        arm()
                        return link.deliver(value, to: subscriber)
                    },
                    onCompletion: { completion in
                        disarm()
                        link.finish(subscriber, with: completion)
                    }))
        }
    }
}

/// The pending timeout action; only touched under its mutex.
private struct TimerToken: @unchecked Sendable {
    var token: (any Cancellable)?
}
