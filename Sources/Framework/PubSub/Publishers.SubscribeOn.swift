import Synchronization

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

        /// The subscribe call, requests and cancellation reach upstream from actions on `scheduler`, as in
        /// Combine; values and the completion pass straight through.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SubscribeOnInner(downstream: subscriber, scheduler: scheduler, options: options)
            let upstream = upstream
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

/// `subscribe(on:)`'s subscriber and the downstream's subscription.
///
/// Calls to the upstream subscription are made one at a time under `upstreamGate`, which is not
/// re-entrant: an upstream that requests recursively through a scheduler that runs actions at once
/// traps, as Combine does. Threading invariant for `@unchecked Sendable`: `link` is guarded by `lock`.
private final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private let upstreamGate = Mutex(())

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "SubscribeOn" }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard subscription != nil else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard end() != nil else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let subscription else { return }
        scheduler.schedule(options: options) { self.upstreamGate.withLock { _ in subscription.request(demand) } }
    }

    func cancel() {
        guard let subscription = end() else { return }
        scheduler.schedule(options: options) { self.upstreamGate.withLock { _ in subscription.cancel() } }
    }

    private var subscription: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        return link.subscription
    }

    /// Ends a live link; returns its subscription (nil when it was not live).
    private func end() -> (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        guard link.subscription != nil else { return nil }
        return link.end()
    }
}
