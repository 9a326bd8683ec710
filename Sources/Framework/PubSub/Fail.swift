/// A publisher that fails at once with the given error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure it ends with.
    public let error: Failure

    /// A publisher that ends with `error` as soon as it is subscribed to: Combine's `Fail.init(error:)`.
    public init(error: Failure) { self.error = error }

    /// `init(error:)` with the output type spelled out.
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
