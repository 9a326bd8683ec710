extension RecoveringInner {
    /// The subscriber `catch` and `tryCatch` hand the replacement publisher: passes its events to the
    /// `RecoveringInner`, and shows the inner's identity, description and mirror, as Combine's does.
    struct ReplacementSide: Subscriber, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    {
        typealias Input = Replacement.Output
        typealias Failure = Replacement.Failure

        let inner: RecoveringInner

        var combineIdentifier: CombineIdentifier { CombineIdentifier(inner) }

        func receive(subscription: any Subscription) { inner.replacementSubscribed(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.replacementValue(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.replacementCompleted(completion) }

        var description: String { inner.description }
        var playgroundDescription: Any { description }
        var customMirror: Mirror { inner.customMirror }
    }
}
