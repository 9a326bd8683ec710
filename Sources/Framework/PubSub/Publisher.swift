/// Something that emits values and at most one completion to the subscribers attached to it.
///
/// Same shape as Combine's `Publisher`. A publisher must call `receive(subscription:)` exactly once
/// on each subscriber and must never call one subscriber from two threads at the same time.
public protocol Publisher<Output, Failure> {
    /// The values it publishes.
    associatedtype Output
    /// The failure it can end with (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`; implementations send it a subscription first.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher (Combine's entry point). Inlinable so a chain built on a
    /// concrete subject is subscribed with specialised code (see `PassthroughSubject.receive`).
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
