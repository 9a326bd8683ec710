/// A subject that holds a current value and replays it to each new subscriber.
///
/// `value` is updated before delivery, so subscribers that read it see the value they receive.
/// Setting `value` sends it. Thread-safe.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Invariant: all mutable state lives in `core`, which is lock-protected.
    internal let core: SubjectCore<Output, Failure>

    public init(_ value: Output) {
        core = SubjectCore(current: value)
    }

    /// The latest value; assigning sends it.
    public var value: Output {
        get {
            guard let current = core.current else { preconditionFailure("CurrentValueSubject always holds a value") }
            return current
        }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attachReplaying(subscriber)
    }

    public func send(_ value: Output) { core.send(value, storing: true) }

    public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

    public func send(subscription: any Subscription) { core.adopt(subscription) }

    /// How many subscribers are attached (for leak tests).
    internal var subscriberCount: Int { core.subscriberCount }
}
