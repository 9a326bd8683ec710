extension Result {
    /// A publisher of this result: the success value and `.finished`, or the failure.
    public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

    /// Publishes a success once the subscriber asks, then finishes; fails at once with a failure.
    public struct Publisher: PubSub.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>

        public init(_ result: Result<Success, Failure>) { self.result = result }

        public init(_ output: Success) { self.init(.success(output)) }

        public init(_ failure: Failure) { self.init(.failure(failure)) }

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
