import PubSub
import Testing

/// `Future.value`: the promised value (or failure) awaited.
@Suite struct FutureValueTests {
    @Test func awaitsAValuePromisedLater() async {
        let promise = PromiseHolder<Int, Never>()
        let future = Future<Int, Never> { promise.fulfil = $0 }
        let waiting = Task { await future.value }
        promise.fulfil?(.success(42))
        #expect(await waiting.value == 42)
    }

    @Test func returnsAValuePromisedAlready() async throws {
        let future = Future<String, TestError> { $0(.success("ready")) }
        #expect(try await future.value == "ready")
    }

    @Test func throwsThePromisedFailure() async {
        let future = Future<Int, TestError> { $0(.failure(.boom)) }
        await #expect(throws: TestError.boom) { try await future.value }
    }
}

/// Keeps a future's promise for the test to fulfil later.
private final class PromiseHolder<Output, Failure: Error>: @unchecked Sendable {
    var fulfil: Future<Output, Failure>.Promise?
}
