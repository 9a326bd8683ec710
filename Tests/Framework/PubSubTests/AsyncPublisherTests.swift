import PubSub
import PubSubTestSupport
import Testing

/// `values` as Combine's `AsyncPublisher`: one `.max(1)` per awaiting `next()`, several awaiting
/// tasks served in turn (an `AsyncStream` asked for `.unlimited` and trapped on a second awaiting task).
@Suite struct AsyncPublisherTests {
    @Test func eachNextAsksForOneValue() async {
        let publisher = ManualPublisher<Int, Never>()
        nonisolated(unsafe) var iterator = publisher.values.makeAsyncIterator()
        #expect(publisher.requests.isEmpty)
        let first = Task { await iterator.next() }
        await waitUntil { publisher.requests.count == 1 }
        #expect(publisher.requests == [.max(1)])
        publisher.send(1)
        #expect(await first.value == 1)
        publisher.send(completion: .finished)
        #expect(await iterator.next() == nil)
        #expect(publisher.requests == [.max(1)])
    }

    @Test func twoTasksAwaitingOneIteratorEachGetAValue() async {
        let publisher = ManualPublisher<Int, Never>()
        nonisolated(unsafe) let iterator = publisher.values.makeAsyncIterator()
        let tasks = (0..<2).map { _ in
            Task {
                var copy = iterator
                return await copy.next()
            }
        }
        await waitUntil { publisher.requests.count == 2 }
        publisher.send(10)
        publisher.send(20)
        var received: [Int?] = []
        for task in tasks { received.append(await task.value) }
        #expect(received.compactMap { $0 }.sorted() == [10, 20])
    }

    @Test func aFailureIsThrownOnceThenTheSequenceEnds() async throws {
        let publisher = ManualPublisher<Int, TestFailure>()
        var iterator = publisher.values.makeAsyncIterator()
        publisher.send(completion: .failure(.boom))
        await #expect(throws: TestFailure.boom) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(publisher.requests.isEmpty)
    }

    @Test func cancellingTheAwaitingTaskCancelsTheSubscription() async {
        let publisher = ManualPublisher<Int, Never>()
        nonisolated(unsafe) var iterator = publisher.values.makeAsyncIterator()
        let task = Task { await iterator.next() }
        await waitUntil { publisher.requests.count == 1 }
        task.cancel()
        #expect(await task.value == nil)
        #expect(publisher.cancellations == 1)
    }

    private enum TestFailure: Error { case boom }

    /// Yields until `condition` holds (the awaiting tasks run on the cooperative pool).
    private func waitUntil(_ condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }
}
