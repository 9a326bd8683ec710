extension Publisher {
    /// Shifts every event later by `interval` on `scheduler`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
            options: options)
    }
}

extension Publishers {
    /// Republishes each value and the completion `interval` after it arrived.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let link = SubscriptionSlot()
            relay.onCancel { link.cancel() }
            let scheduler = scheduler
            let (interval, tolerance, options) = (interval, tolerance, options)
            upstream.subscribe(
                RelayFeed<Output, Failure>(
                    slot: link,
                    onValue: { value in
                        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { relay.offer(value) }
                    },
                    onCompletion: { completion in
                        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { relay.finish(completion) }
                    }))
            relay.start()
        }
    }
}
