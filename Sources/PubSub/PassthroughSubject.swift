/// A subject with no current value: subscribers see only what is sent after they subscribe.
///
/// Subscribers receive values in subscription order. A value sent while a subscriber has no demand is
/// dropped for that subscriber. Thread-safe; see `docs/PUBSUB.md` for the re-entrancy order.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Invariant: all mutable state lives in `core`, which is lock-protected.
    internal let core = SubjectCore<Output, Failure>(current: nil)

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    public func send(_ value: Output) { core.send(value, storing: false) }

    public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

    public func send(subscription: any Subscription) { core.adopt(subscription) }

    /// How many subscribers are attached (for leak tests).
    internal var subscriberCount: Int { core.subscriberCount }
}
