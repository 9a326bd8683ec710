/// A publisher that builds a fresh publisher for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
