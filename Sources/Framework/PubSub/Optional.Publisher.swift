extension Optional {
    /// A publisher of this optional's value: the value and `.finished`, or `.finished` alone for nil.
    public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

    /// Publishes `output`, if any, once the subscriber asks, then finishes; never fails.
    public struct Publisher: PubSub.Publisher {
        /// The values it publishes.
        public typealias Output = Wrapped
        /// The failure it can end with.
        public typealias Failure = Never
        /// The value it sends, if any, before it finishes.
        public let output: Wrapped?

        /// A publisher that sends `output` if it is not `nil`, then finishes: Combine's `Optional.Publisher.init(_:)`.
        public init(_ output: Wrapped?) { self.output = output }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
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
