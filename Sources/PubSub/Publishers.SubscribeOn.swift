extension Publisher {
    /// Performs the subscribe call to upstream on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// Subscribes to upstream from an action on `scheduler`; events then arrive wherever upstream sends them.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure
        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// The `scheduler` it was made with.
        public let scheduler: Context
        /// The `options` it was made with.
        public let options: Context.SchedulerOptions?

        /// Makes it over `upstream`: Combine's `Publishers.SubscribeOn.init(upstream:scheduler:options:)`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// The subscription reaches the downstream, and requests and cancellation reach upstream, from
        /// actions on `scheduler`, as in Combine; values pass straight through.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            let options = options
            let link = DemandLink(
                "SubscribeOn", perform: { scheduler.schedule(options: options, $0) }, holding: subscriber)
            let upstream = upstream
            scheduler.schedule(options: options) {
                upstream.subscribe(
                    LinkFeed<Output, Failure>(
                        link: link, onSubscribe: { subscriber.receive(subscription: $0) },
                        onValue: { link.deliver($0, to: subscriber) },
                        onCompletion: { link.finish(subscriber, with: $0) }))
            }
        }
    }
}
