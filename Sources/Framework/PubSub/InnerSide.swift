/// What an `InnerSide` reports to: the operator object that follows several inner publishers
/// (`flatMap`, `switchToLatest`), told which of them an event comes from.
internal protocol InnerSideOwner: AnyObject, CustomStringConvertible {
    associatedtype SideInput
    associatedtype SideFailure: Error

    func sideSubscribed(_ subscription: any Subscription, index: Int)
    func sideValue(_ input: SideInput, index: Int) -> Subscribers.Demand
    func sideCompleted(_ completion: Subscribers.Completion<SideFailure>, index: Int)
}

/// The subscriber an operator hands to one of its inner publishers: forwards that publisher's events
/// with its index. Unlike `PartSubscriber` it has an identity of its own and, as in Combine, describes
/// itself as its operator and shows the operator's identifier as `parentSubscription` in its mirror.
internal struct InnerSide<Owner: InnerSideOwner>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    let owner: Owner
    let index: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) { owner.sideSubscribed(subscription, index: index) }
    func receive(_ input: Owner.SideInput) -> Subscribers.Demand { owner.sideValue(input, index: index) }
    func receive(completion: Subscribers.Completion<Owner.SideFailure>) {
        owner.sideCompleted(completion, index: index)
    }

    var description: String { owner.description }
    var playgroundDescription: Any { description }
    var customMirror: Mirror { Mirror(self, children: [("parentSubscription", CombineIdentifier(owner))]) }
}
