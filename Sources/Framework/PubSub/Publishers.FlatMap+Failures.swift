// Combine's `flatMap` overloads for when only one side can fail: the side that cannot gets the other's
// failure type (`setFailureType`), so the two need not match by hand.

extension Publisher where Failure == Never {
    /// Upstream cannot fail, the inner publishers can: upstream takes their failure type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// Neither side can fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// The inner publishers cannot fail, upstream can: they take its failure type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never
    {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}
