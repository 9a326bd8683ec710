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
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Failure)?

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

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let link = SubscriptionSlot()
            let timer = Mutex(TimerToken())
            let scheduler = scheduler
            let interval = interval
            let customError = customError
            let options = options
            func arm() {
                let token = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval), options: options) {
                    link.cancel()
                    relay.finish(customError.map { .failure($0()) } ?? .finished)
                }
                let previous = timer.withLock { t -> (any Cancellable)? in
                    defer { t.token = token }
                    return t.token
                }
                previous?.cancel()
            }
            func disarm() {
                let previous = timer.withLock { t -> (any Cancellable)? in
                    defer { t.token = nil }
                    return t.token
                }
                previous?.cancel()
            }
            relay.onCancel {
                disarm()
                link.cancel()
            }
            arm()
            upstream.subscribe(
                RelayFeed<Output, Failure>(
                    slot: link,
                    onValue: { value in
                        arm()
                        relay.offer(value)
                    },
                    onCompletion: { completion in
                        disarm()
                        relay.finish(completion)
                    }))
            relay.start()
        }
    }
}

/// The pending timeout action; only touched under its mutex.
private struct TimerToken: @unchecked Sendable {
    var token: (any Cancellable)?
}
