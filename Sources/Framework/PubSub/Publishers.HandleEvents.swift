extension Publisher {
    /// Calls the given closures as events pass through, without changing them.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// Republishes everything unchanged and reports each event to side-effect closures.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The values it publishes.
        public typealias Output = Upstream.Output
        /// The failure it can end with.
        public typealias Failure = Upstream.Failure

        /// The publisher it subscribes to.
        public let upstream: Upstream
        /// Called when the subscription arrives.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Called when the stream ends.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Called when the subscriber cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each demand the subscriber asks for.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Makes it over `upstream`: Combine's `Publishers.HandleEvents.init(upstream:receiveSubscription:receiveOutput
        /// :receiveCompletion:receiveCancel:receiveRequest:)`.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsInner(downstream: subscriber, hooks: self))
        }
    }
}

/// HandleEvents' subscriber and the downstream's subscription: reports each event to the hooks, then
/// passes it on. Demand the downstream returns for a value counts as a request too. The hooks are
/// released when the stream completes or is cancelled, as Combine's are; until the upstream's
/// subscription arrives, requests and cancels reach only the hooks.
///
/// Threading invariant for `@unchecked Sendable`: `link` and `hooks` are guarded by `lock`; the hooks
/// are copied out under it and called after unlocking.
private final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let downstream: Downstream
    private let lock = SpinLock()
    private var link = LinkState.awaiting  // guarded by `lock`
    private var hooks: Publishers.HandleEvents<Upstream>?  // guarded by `lock`; nil once ended

    init(downstream: Downstream, hooks: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.hooks = hooks
    }

    var description: String { "HandleEvents" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }

    func receive(subscription: any Subscription) {
        currentHooks?.receiveSubscription?(subscription)
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        currentHooks?.receiveOutput?(input)
        let demand = downstream.receive(input)
        if demand > .none { currentHooks?.receiveRequest?(demand) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        currentHooks?.receiveCompletion?(completion)
        lock.lock()
        link = .ended
        let released = hooks
        hooks = nil
        lock.unlock()
        withExtendedLifetime(released) { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        currentHooks?.receiveRequest?(demand)
        lock.lock()
        let upstream = link.subscription
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        currentHooks?.receiveCancel?()
        lock.lock()
        guard let upstream = link.subscription else { return lock.unlock() }
        link = .ended
        let released = hooks
        hooks = nil
        lock.unlock()
        withExtendedLifetime(released) { upstream.cancel() }
    }

    /// The hooks while the stream lives, read under the lock.
    private var currentHooks: Publishers.HandleEvents<Upstream>? {
        lock.lock()
        defer { lock.unlock() }
        return hooks
    }
}
