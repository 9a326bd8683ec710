/// A subscriber for one of several inputs of an operator (the trigger of `drop(untilOutputFrom:)`, each
/// side of `append`, …): forwards its events to closures on the operator's inner object and shares that
/// object's identity and description.
internal struct PartSubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    let owner: AnyObject
    let onSubscription: (any Subscription) -> Void
    let onValue: (Input) -> Subscribers.Demand
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    var combineIdentifier: CombineIdentifier { CombineIdentifier(owner) }
    var description: String { (owner as? any CustomStringConvertible)?.description ?? "\(type(of: owner))" }
    var customMirror: Mirror { (owner as? any CustomReflectable)?.customMirror ?? Mirror(self, children: [:]) }
    var playgroundDescription: Any { description }

    func receive(subscription: any Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
