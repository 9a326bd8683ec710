/// Something that receives a subscription, then values, then at most one completion.
///
/// Same shape as Combine's `Subscriber`. Calls to one subscriber are serialised by its upstream.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The failure it can receive (`Never` if none).
    associatedtype Failure: Error

    /// Called once, first; the subscriber requests values through `subscription`.
    func receive(subscription: any Subscription)
    /// Called for each value; returns how many more values the subscriber wants in addition.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called at most once, last.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Sends `()` — convenience for `Void` subscribers.
    public func receive() -> Subscribers.Demand { receive(()) }
}
