/// A publisher that emits nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to (`false`: it never sends anything).
    public let completeImmediately: Bool

    /// A publisher of no values that finishes at once, or never: Combine's `Empty.init(completeImmediately:)`.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// `init(completeImmediately:)` with the output and failure types spelled out.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

extension Empty: Equatable {
    /// Two empty publishers are equal when both complete immediately or both never do.
    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}
