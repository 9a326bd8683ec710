/// A publisher with its concrete type hidden: only `Output` and `Failure` remain visible.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let box: PublisherBoxBase<Output, Failure>

    /// Wraps `publisher`; wrapping an `AnyPublisher` again reuses its box.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    /// Connects `subscriber` to it: Combine's `Publisher.receive(subscriber:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Hides this publisher's concrete type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// The erased base `AnyPublisher` calls into; overridden by `PublisherBox`.
private class PublisherBoxBase<Output, Failure: Error> {
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

/// Holds the concrete publisher behind an `AnyPublisher`.
private final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    let base: Base

    init(_ base: Base) { self.base = base }

    override func receive<S: Subscriber>(subscriber: S) where S.Input == Base.Output, S.Failure == Base.Failure {
        base.receive(subscriber: subscriber)
    }
}
