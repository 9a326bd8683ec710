import PubSub

/// A publisher driven by hand, for demand tests: records what its subscriber requests and whether it
/// cancelled, and lets the test send values and a completion to that subscriber.
///
/// One subscriber at a time (the latest). Thread-safe: the records live in a mutex; `send` calls the
/// subscriber without holding it.
public final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var subscriber: AnySubscriberOf<Output, Failure>?
        var requests: [Subscribers.Demand] = []
        var cancellations = 0
        var subscriptions = 0
    }

    private let state = Locked(State())

    public init() {}

    /// Every demand the subscriber requested, in order.
    public var requests: [Subscribers.Demand] { state.withLock { $0.requests } }
    /// The sum of the requested demand.
    public var totalDemand: Subscribers.Demand { requests.reduce(.none, +) }
    /// How many times the subscription was cancelled.
    public var cancellations: Int { state.withLock { $0.cancellations } }
    /// How many subscribers attached so far.
    public var subscriptions: Int { state.withLock { $0.subscriptions } }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        state.withLock { s in
            s.subscriber = AnySubscriberOf(subscriber)
            s.subscriptions += 1
        }
        subscriber.receive(subscription: Link(publisher: self))
    }

    /// Sends `value` to the subscriber; returns the demand it answered with.
    @discardableResult
    public func send(_ value: Output) -> Subscribers.Demand {
        state.withLock { $0.subscriber }?.receiveValue(value) ?? .none
    }

    /// Sends `completion` to the subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        state.withLock { $0.subscriber }?.receiveCompletion(completion)
    }

    /// The subscription handed to the subscriber: records requests and cancellations.
    private final class Link: Subscription, @unchecked Sendable {
        let publisher: ManualPublisher

        init(publisher: ManualPublisher) { self.publisher = publisher }

        func request(_ demand: Subscribers.Demand) { publisher.state.withLock { $0.requests.append(demand) } }
        func cancel() { publisher.state.withLock { $0.cancellations += 1 } }
    }
}

/// A subscriber's value and completion entry points as closures.
private struct AnySubscriberOf<Input, Failure: Error> {
    let receiveValue: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveValue = subscriber.receive
        receiveCompletion = subscriber.receive(completion:)
    }
}
