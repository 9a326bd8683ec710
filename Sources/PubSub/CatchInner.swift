/// The subscription of `catch` and `tryCatch`: follows the upstream, and after a failure the publisher
/// the handler makes from it.
///
/// Demand the downstream asked for and the upstream did not use is requested from the replacement.
/// The two subscribers it hands out (`PartSubscriber`s) share its identity and description.
/// Threading invariant for `@unchecked Sendable`: `state` and `demand` are guarded by `lock`;
/// subscriptions are called after unlocking.
internal final class CatchInner<Input, UpstreamFailure: Error, NewPublisher: Publisher, Downstream: Subscriber>:
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
where NewPublisher.Output == Input, Downstream.Input == Input {
    private enum State {
        case awaitingUpstream
        case upstream(any Subscription)
        case awaitingReplacement
        case replacement(any Subscription)
        case ended
    }

    private let name: String
    private let downstream: Downstream
    private let handler: (UpstreamFailure) -> Result<NewPublisher, Downstream.Failure>
    private let mapFailure: (NewPublisher.Failure) -> Downstream.Failure
    private let lock = SpinLock()
    private var state = State.awaitingUpstream  // guarded by `lock`
    private var demand = Subscribers.Demand.none  // guarded by `lock`

    init(
        _ name: String, downstream: Downstream,
        handler: @escaping (UpstreamFailure) -> Result<NewPublisher, Downstream.Failure>,
        mapFailure: @escaping (NewPublisher.Failure) -> Downstream.Failure
    ) {
        self.name = name
        self.downstream = downstream
        self.handler = handler
        self.mapFailure = mapFailure
    }

    /// The subscriber to hand the upstream.
    var upstreamSubscriber: PartSubscriber<Input, UpstreamFailure, CatchInner> {
        PartSubscriber(
            owner: self, onSubscription: upstreamSubscribed, onValue: upstreamValue, onCompletion: upstreamCompleted)
    }

    var description: String { name }
    var playgroundDescription: Any { description }
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        return Mirror(self, children: [("downstream", downstream as Any), ("demand", demand)])
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        switch state {
        case .awaitingUpstream:
            lock.unlock()
            preconditionFailure("\(name) was asked for values before it had a subscription")
        case .upstream(let upstream):
            self.demand += demand
            lock.unlock()
            upstream.request(demand)
        case .awaitingReplacement:
            self.demand += demand
            lock.unlock()
        case .replacement(let replacement):
            lock.unlock()
            replacement.request(demand)
        case .ended:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        switch state {
        case .upstream(let subscription), .replacement(let subscription):
            state = .ended
            lock.unlock()
            subscription.cancel()
        default:
            lock.unlock()
        }
    }

    private func upstreamSubscribed(_ subscription: any Subscription) {
        lock.lock()
        guard case .awaitingUpstream = state else {
            lock.unlock()
            return subscription.cancel()
        }
        state = .upstream(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    private func upstreamValue(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        if case .awaitingUpstream = state {
            lock.unlock()
            preconditionFailure("\(name) received a value before its subscription")
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(input)
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    private func upstreamCompleted(_ completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard case .upstream = state else { return lock.unlock() }
        switch completion {
        case .finished:
            state = .ended
            lock.unlock()
            downstream.receive(completion: .finished)
        case .failure(let error):
            state = .awaitingReplacement
            lock.unlock()
            switch handler(error) {
            case .success(let replacement):
                replacement.subscribe(
                    PartSubscriber<Input, NewPublisher.Failure, _>(
                        owner: self, onSubscription: replacementSubscribed, onValue: replacementValue,
                        onCompletion: replacementCompleted))
            case .failure(let thrown):
                lock.lock()
                state = .ended
                lock.unlock()
                downstream.receive(completion: .failure(thrown))
            }
        }
    }

    private func replacementSubscribed(_ subscription: any Subscription) {
        lock.lock()
        guard case .awaitingReplacement = state else {
            lock.unlock()
            return subscription.cancel()
        }
        state = .replacement(subscription)
        let pending = demand
        lock.unlock()
        if pending > .none { subscription.request(pending) }
    }

    private func replacementValue(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    private func replacementCompleted(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        lock.lock()
        guard case .replacement = state else { return lock.unlock() }
        state = .ended
        lock.unlock()
        downstream.receive(completion: completion.mapError(mapFailure))
    }
}
