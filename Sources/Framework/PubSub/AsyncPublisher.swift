extension Publisher where Failure == Never {
    /// The values as an `AsyncSequence` that asks this publisher for one value per `next()`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

/// A publisher that cannot fail, seen as an `AsyncSequence` (Combine's `AsyncPublisher`).
///
/// Each iterator subscribes once and requests `.max(1)` for every `next()` that awaits, so the
/// publisher's back-pressure holds: nothing is buffered. Several tasks may await one iterator's `next()`
/// at once; each gets its own value. Cancelling an awaiting task cancels the subscription, and every
/// later `next()` returns nil.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The values the sequence yields: the publisher's output.
    public typealias Element = P.Output

    /// Iterates the values; the subscription lives in a shared object, so copies of an iterator share it.
    public struct Iterator: AsyncIteratorProtocol {
        /// The values the iterator yields: the publisher's output.
        public typealias Element = P.Output

        internal let inner: ValuesSubscriber<P.Output, Never, Never>

        /// The next value, or `nil` once the publisher finished or the task was cancelled.
        public mutating func next() async -> P.Output? {
            let inner = inner
            return await withTaskCancellationHandler {
                await withUnsafeContinuation { inner.await($0) }
            } onCancel: {
                inner.cancel()
            }
        }
    }

    private let publisher: P

    /// The values of `publisher` as an async sequence: Combine's `AsyncPublisher.init(_:)`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// An iterator that subscribes to the publisher and asks for one value at a time.
    public func makeAsyncIterator() -> Iterator {
        let inner = ValuesSubscriber<P.Output, Never, Never>(failing: nil)
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}
