/// What the subscribers of a fan-in operator's sides report to (`zip`, `combineLatest`): the operator's
/// subscription, told which side an event comes from. `side(_:store:)` makes those subscribers.
internal protocol FanInSideOwner: AnyObject {
    associatedtype SideFailure: Error

    func sideSubscribed(_ subscription: any Subscription, side: Int)
    /// Handles a value of `side` that `store` keeps; returns the demand that answers it.
    func sideValue(side: Int, store: () -> Void) -> Subscribers.Demand
    func sideCompleted(_ completion: Subscribers.Completion<SideFailure>, side: Int)
}

extension FanInSideOwner {
    /// The subscriber for side `index`, whose values `store` keeps in that side's typed storage.
    func side<Input>(_ index: Int, store: @escaping (Input) -> Void) -> PartSubscriber<Input, SideFailure, Self> {
        PartSubscriber(
            owner: self, onSubscription: { self.sideSubscribed($0, side: index) },
            onValue: { value in self.sideValue(side: index) { store(value) } },
            onCompletion: { self.sideCompleted($0, side: index) })
    }
}
