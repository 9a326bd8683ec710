/// A publisher that emits nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

extension Empty: Equatable {
    /// Two empty publishers are equal when both complete immediately or both never do.
    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}
