extension Publisher {
    /// Delivers values and completion through `scheduler` (in the order the scheduler runs actions).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// Republishes every event by scheduling it on `scheduler`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber, overflow: .buffer)
            let link = SubscriptionSlot()
            relay.onCancel { link.cancel() }
            let scheduler = scheduler
            let options = options
            upstream.subscribe(
                RelayFeed<Output, Failure>(
                    slot: link,
                    onValue: { value in scheduler.schedule(options: options) { relay.offer(value) } },
                    onCompletion: { completion in scheduler.schedule(options: options) { relay.finish(completion) } }))
            relay.start()
        }
    }
}
