/// A publisher that fails at once with the given error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) { self.error = error }

    public init(outputType: Output.Type, failure: Failure) { self.error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
