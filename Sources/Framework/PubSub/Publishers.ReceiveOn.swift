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

        /// Makes it over `upstream`: Combine's `Publishers.ReceiveOn.init(upstream:scheduler:options:)`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Requests pass straight up; each value and the completion is delivered from an action on
        /// `scheduler`, and the demand the downstream answers with is requested from there, as in Combine.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (scheduler, options)
            upstream.subscribe(
                ReceiveOnInner(downstream: subscriber) { scheduler.schedule(options: options, $0) })
        }
    }
}

/// `receive(on:)`'s subscriber: the scheduled delivery, introduced as `"ReceiveOn"` as Combine's is.
private final class ReceiveOnInner<Downstream: Subscriber>: ScheduledDelivery<Downstream>, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    var description: String { "ReceiveOn" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
