extension Future where Failure == Never {
    /// The promised value, awaited.
    public var value: Output {
        get async {
            await withCheckedContinuation { continuation in
                awaitResult { continuation.resume(returning: Unchecked(value: $0)) }
            }.value.get()
        }
    }
}

extension Future {
    /// The promised value, awaited; the promised failure is thrown.
    public var value: Output {
        get async throws {
            try await withCheckedContinuation { continuation in
                awaitResult { continuation.resume(returning: Unchecked(value: $0)) }
            }.value.get()
        }
    }

    /// Subscribes once and hands the result to `deliver` (wrapped: the future's output need not be
    /// `Sendable`, and it crosses into the awaiting task exactly once). The subscription keeps itself alive
    /// until the future completes: the sink then drops its closures, and with them this link.
    private func awaitResult(_ deliver: @escaping (Result<Output, Failure>) -> Void) {
        let link = AwaitLink()
        link.subscription = sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { deliver(.failure(error)) }
                link.subscription = nil
            },
            receiveValue: { deliver(.success($0)) })
    }
}

/// Keeps the subscription behind `Future.value` alive until the future completes.
///
/// Threading invariant for `@unchecked Sendable`: `subscription` is set once by the awaiting task and
/// cleared once by the completion, which the future delivers after it was set or from inside `sink`
/// before it (then the set releases the already finished subscription's last reference).
private final class AwaitLink: @unchecked Sendable {
    var subscription: AnyCancellable?
}
