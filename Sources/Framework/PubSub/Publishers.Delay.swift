extension Publisher {
    /// Shifts every event later by `interval` on `scheduler`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }
}

extension Publishers {
    /// Republishes each value and the completion `interval` after it arrived.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `interval` it was made with.
        public let interval: Context.SchedulerTimeType.Stride
        /// The `tolerance` it was made with.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?

        /// Makes it over `upstream`: Combine's `Publishers.Delay.init(upstream:interval:tolerance:scheduler:options:)`.
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

        /// Requests pass straight up; each value and the completion is delivered `interval` later, and
        /// the demand the downstream answers a value with is requested then, as in Combine. The
        /// subscription has no description or mirror of its own, as Combine's has none.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            let (interval, tolerance, options) = (interval, tolerance, options)
            upstream.subscribe(
                ScheduledDelivery(downstream: subscriber) { action in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
                })
        }
    }
}
