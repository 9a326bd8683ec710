/// A subscriber for one of several inputs of an operator (the trigger of `drop(untilOutputFrom:)`, each
/// side of `append`, …): forwards its events to closures on the operator's inner object and shares that
/// object's identity, and its description where it has one.
internal struct PartSubscriber<Input, Failure: Error, Owner: AnyObject>: Subscriber {
    let owner: Owner
    let onSubscription: (any Subscription) -> Void
    let onValue: (Input) -> Subscribers.Demand
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    var combineIdentifier: CombineIdentifier { CombineIdentifier(owner) }

    func receive(subscription: any Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension PartSubscriber: CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Owner: CustomStringConvertible & CustomReflectable & CustomPlaygroundDisplayConvertible {
    var description: String { owner.description }
    var customMirror: Mirror { owner.customMirror }
    var playgroundDescription: Any { owner.playgroundDescription }
}
