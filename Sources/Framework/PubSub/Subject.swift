/// A publisher you can push values and a completion into imperatively.
///
/// Same shape as Combine's `Subject`. `send` may be called from any thread.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every attached subscriber that has demand.
    func send(_ value: Output)
    /// Ends the stream for every current and future subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Lets the subject request from an upstream it is subscribed to (it requests `.unlimited`).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Feeds this publisher's events into `subject`; cancel the result to detach.
    ///
    /// As in Combine, the subject receives the subscription (`send(subscription:)`) and asks for values
    /// through it; the link holds the subject until it completes or is cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let link = SubjectSubscriber(subject)
        subscribe(link)
        return AnyCancellable(link)
    }
}
