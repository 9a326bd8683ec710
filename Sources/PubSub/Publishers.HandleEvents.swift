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

/// HandleEvents' subscriber; wraps the upstream subscription to observe requests and cancels.
private struct HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    let downstream: Downstream
    let hooks: Publishers.HandleEvents<Upstream>

    func receive(subscription: any Subscription) {
        hooks.receiveSubscription?(subscription)
        downstream.receive(
            subscription: ObservedSubscription(
                base: subscription, onRequest: hooks.receiveRequest, onCancel: hooks.receiveCancel))
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        hooks.receiveOutput?(input)
        return downstream.receive(input)
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        hooks.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }
}

/// A subscription that reports requests and cancellation before forwarding them.
private struct ObservedSubscription: Subscription {
    let base: any Subscription
    let onRequest: ((Subscribers.Demand) -> Void)?
    let onCancel: (() -> Void)?

    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        base.request(demand)
    }
    func cancel() {
        onCancel?()
        base.cancel()
    }
}

extension HandleEventsInner: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    var description: String { "HandleEvents" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }
}
