extension Optional {
    /// A publisher of this optional's value: the value and `.finished`, or `.finished` alone for nil.
    public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

    /// Publishes `output`, if any, once the subscriber asks, then finishes; never fails.
    public struct Publisher: PubSub.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?

        public init(_ output: Wrapped?) { self.output = output }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            subscriber.receive(subscription: SingleValueSubscription("Optional", value: output, downstream: subscriber))
        }
    }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
