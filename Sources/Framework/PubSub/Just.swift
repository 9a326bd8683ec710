/// A publisher that emits one value, then finishes.
public struct Just<Output>: Publisher {
    /// The failure it can end with.
    public typealias Failure = Never
    /// The one value it sends.
    public let output: Output

    /// A publisher that sends `output` to each subscriber, then finishes: Combine's `Just.init(_:)`.
    public init(_ output: Output) { self.output = output }

    /// The value goes out on the subscriber's first request (Combine's "Just" subscription).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SingleValueSubscription("Just", value: output, downstream: subscriber))
    }
}

extension Just: Equatable where Output: Equatable {}
