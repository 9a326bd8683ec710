/// A subscriber that requests everything and forwards each event to closures (usually into a `Relay`).
///
/// Used by the operators that buffer for their downstream: the upstream link is kept in `slot` so
/// the downstream's cancel can reach it from any thread.
internal struct RelayFeed<Input, Failure: Error>: Subscriber {
    let slot: SubscriptionSlot
    let onValue: (Input) -> Void
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) {
        if slot.set(subscription) { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        slot.clear()
        onCompletion(completion)
    }
}
