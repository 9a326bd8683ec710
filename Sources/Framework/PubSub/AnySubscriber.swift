/// A subscriber with its concrete type hidden: wraps a subscriber, a subject, or three closures.
///
/// Erasing an `AnySubscriber` again reuses its box. The wrapper keeps the wrapped subscriber's
/// `combineIdentifier`, description and mirror, as Combine's does.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    private let box: AnySubscriberBox<Input, Failure>
    /// Identifies this subscriber or subscription: Combine's `combineIdentifier`.
    public let combineIdentifier: CombineIdentifier

    /// Wraps `s`.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
        } else {
            box = WrappedSubscriber(s)
            combineIdentifier = s.combineIdentifier
        }
    }

    /// Feeds `s`: a subscription becomes the subject's upstream, values and the completion are sent to it.
    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        self.init(SubjectSubscriber(s))
    }

    /// Calls the given closures; a missing `receiveValue` asks for nothing more.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        box = ClosureSubscriber(
            subscription: receiveSubscription, value: receiveValue, completion: receiveCompletion)
        combineIdentifier = CombineIdentifier()
    }

    /// A readable form, for logs and debuggers: Combine's `description`.
    public var description: String { box.description }
    /// A readable form, for logs and debuggers: Combine's `customMirror`.
    public var customMirror: Mirror { box.customMirror }
    /// A readable form, for logs and debuggers: Combine's `playgroundDescription`.
    public var playgroundDescription: Any { description }

    /// Takes the subscription upstream gives: Combine's `Subscriber.receive(subscription:)`.
    public func receive(subscription: any Subscription) { box.receive(subscription: subscription) }
    /// Takes one value and returns how many more it wants: Combine's `Subscriber.receive(_:)`.
    public func receive(_ input: Input) -> Subscribers.Demand { box.receive(input) }
    /// Takes the end of the stream: Combine's `Subscriber.receive(completion:)`.
    public func receive(completion: Subscribers.Completion<Failure>) { box.receive(completion: completion) }
}

/// The erased base `AnySubscriber` calls into.
private class AnySubscriberBox<Input, Failure: Error> {
    var description: String { "" }
    var customMirror: Mirror { Mirror(reflecting: description) }
    func receive(subscription: any Subscription) {}
    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) {}
}

/// Holds a concrete subscriber behind an `AnySubscriber`.
private final class WrappedSubscriber<Base: Subscriber>: AnySubscriberBox<Base.Input, Base.Failure> {
    let base: Base

    init(_ base: Base) { self.base = base }

    override var description: String {
        (base as? any CustomStringConvertible)?.description ?? String(describing: Base.self)
    }
    override var customMirror: Mirror { Mirror(reflecting: base) }
    override func receive(subscription: any Subscription) { base.receive(subscription: subscription) }
    override func receive(_ input: Base.Input) -> Subscribers.Demand { base.receive(input) }
    override func receive(completion: Subscribers.Completion<Base.Failure>) { base.receive(completion: completion) }
}

/// The closures of an anonymous `AnySubscriber`.
private final class ClosureSubscriber<Input, Failure: Error>: AnySubscriberBox<Input, Failure> {
    let subscription: ((any Subscription) -> Void)?
    let value: ((Input) -> Subscribers.Demand)?
    let completion: ((Subscribers.Completion<Failure>) -> Void)?

    init(
        subscription: ((any Subscription) -> Void)?, value: ((Input) -> Subscribers.Demand)?,
        completion: ((Subscribers.Completion<Failure>) -> Void)?
    ) {
        self.subscription = subscription
        self.value = value
        self.completion = completion
    }

    override var description: String { "Anonymous AnySubscriber" }
    override func receive(subscription: any Subscription) { self.subscription?(subscription) }
    override func receive(_ input: Input) -> Subscribers.Demand { value?(input) ?? .none }
    override func receive(completion: Subscribers.Completion<Failure>) { self.completion?(completion) }
}
