/// A publisher that builds a fresh publisher for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The values it publishes.
    public typealias Output = DeferredPublisher.Output
    /// The failure it can end with.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher each subscriber is connected to, when it subscribes.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher made anew by `createPublisher` for each subscriber: Combine's `Deferred.init(createPublisher:)`.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
