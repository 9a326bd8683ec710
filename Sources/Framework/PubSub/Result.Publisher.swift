extension Result {
    /// A publisher of this result: the success value and `.finished`, or the failure.
    public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

    /// Publishes a success once the subscriber asks, then finishes; fails at once with a failure.
    public struct Publisher: PubSub.Publisher {
        /// The values it publishes.
        public typealias Output = Success
        /// The value it sends before it finishes, or the failure it ends with.
        public let result: Result<Success, Failure>

        /// Sends `result`'s value then finishes, or fails with its failure: Combine's `Result.Publisher.init(_:)`.
        public init(_ result: Result<Success, Failure>) { self.result = result }

        /// Sends `output`, then finishes.
        public init(_ output: Success) { self.init(.success(output)) }

        /// Ends with `failure`.
        public init(_ failure: Failure) { self.init(.failure(failure)) }

        /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value):
                subscriber.receive(subscription: SingleValueSubscription("Once", value: value, downstream: subscriber))
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
