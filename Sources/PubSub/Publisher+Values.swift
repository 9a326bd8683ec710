extension Publisher where Failure == Never, Output: Sendable {
    /// The values as an `AsyncSequence`; breaking out of the loop cancels the subscription.
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let link = sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield($0) })
            let cancel = Unchecked(value: link)
            continuation.onTermination = { _ in cancel.value.cancel() }
        }
    }
}

extension Publisher where Output: Sendable {
    /// The values as a throwing `AsyncSequence`; a failure is thrown from the loop.
    public var values: AsyncThrowingStream<Output, any Error> {
        AsyncThrowingStream { continuation in
            let link = sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: continuation.finish()
                    case .failure(let error): continuation.finish(throwing: error)
                    }
                },
                receiveValue: { continuation.yield($0) })
            let cancel = Unchecked(value: link)
            continuation.onTermination = { _ in cancel.value.cancel() }
        }
    }
}
