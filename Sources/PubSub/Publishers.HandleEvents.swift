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
            upstream: self,
            hooks: .init(
                subscription: receiveSubscription, output: receiveOutput, completion: receiveCompletion,
                cancel: receiveCancel, request: receiveRequest)
        )
    }
}

extension Publishers {
    /// Republishes everything unchanged and reports each event to side-effect closures.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The side-effect closures; any may be nil.
        public struct Hooks {
            var subscription: ((any Subscription) -> Void)?
            var output: ((Output) -> Void)?
            var completion: ((Subscribers.Completion<Failure>) -> Void)?
            var cancel: (() -> Void)?
            var request: ((Subscribers.Demand) -> Void)?
        }

        public let upstream: Upstream
        public let hooks: Hooks

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsInner(downstream: subscriber, hooks: hooks))
        }
    }
}

/// HandleEvents' subscriber; wraps the upstream subscription to observe requests and cancels.
private struct HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    let downstream: Downstream
    let hooks: Publishers.HandleEvents<Upstream>.Hooks

    func receive(subscription: any Subscription) {
        hooks.subscription?(subscription)
        downstream.receive(
            subscription: ObservedSubscription(base: subscription, onRequest: hooks.request, onCancel: hooks.cancel))
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        hooks.output?(input)
        return downstream.receive(input)
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        hooks.completion?(completion)
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
