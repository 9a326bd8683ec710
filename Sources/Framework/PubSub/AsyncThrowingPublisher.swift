extension Publisher {
    /// The values as a throwing `AsyncSequence` that asks for one value per `next()`; a failure is
    /// thrown from the `next()` that meets it.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher seen as a throwing `AsyncSequence` (Combine's `AsyncThrowingPublisher`).
///
/// Like `AsyncPublisher`: one `.max(1)` request per awaiting `next()`, nothing buffered. A failure is
/// thrown once, by the first `next()` that meets it; later calls return nil.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The values the sequence yields: the publisher's output.
    public typealias Element = P.Output

    /// Iterates the values; the subscription lives in a shared object, so copies of an iterator share it.
    public struct Iterator: AsyncIteratorProtocol {
        /// The values the iterator yields: the publisher's output.
        public typealias Element = P.Output

        internal let inner: ValuesSubscriber<P.Output, P.Failure, any Error>

        /// The next value, `nil` once the publisher finished; throws the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            let inner = inner
            return try await withTaskCancellationHandler {
                try await withUnsafeThrowingContinuation { inner.await($0) }
            } onCancel: {
                inner.cancel()
            }
        }
    }

    private let publisher: P

    /// The values of `publisher` as a throwing async sequence: Combine's `AsyncThrowingPublisher.init(_:)`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// An iterator that subscribes to the publisher and asks for one value at a time.
    public func makeAsyncIterator() -> Iterator {
        let inner = ValuesSubscriber<P.Output, P.Failure, any Error>(failing: { continuation, error in
            continuation.resume(throwing: error)
        })
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}
