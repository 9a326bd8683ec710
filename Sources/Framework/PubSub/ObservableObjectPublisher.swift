/// The publisher behind `objectWillChange`: emits `()` before any `@Published` property changes.
///
/// Thread-safe; subscribers are called in subscription order, and each gets every signal once it made a
/// request (the signal ignores demand, as Combine's does).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The values it publishes.
    public typealias Output = Void
    /// The failure it can end with.
    public typealias Failure = Never

    // Invariant: all mutable state lives in the lock-protected subject.
    @usableFromInline internal let subject = PassthroughSubject<Void, Never>(kind: .observableObjectPublisher)

    /// A publisher that sends `()` each time `send()` is called.
    public init() {}

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`. Every signal reaches a
    /// subscriber once it made any request, whatever its demand, as in Combine.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: ObservableObjectConduit(subscriber))
    }

    /// Tells subscribers the object is about to change.
    public func send() { subject.send(()) }
}

extension ObservableObjectPublisher: SubjectSinkHost {
    @inlinable
    internal func attachSink<In, Fail: Error>(
        receiveValue: @escaping (In) -> Void, receiveCompletion: ((Subscribers.Completion<Fail>) -> Void)?
    ) -> AnyCancellable {
        subject.attachSink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}
