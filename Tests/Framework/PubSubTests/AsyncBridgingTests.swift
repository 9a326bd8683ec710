import Dispatch
import PubSub
import PubSubTestSupport
import Synchronization
import Testing

@Suite struct AsyncBridgingTests {
    @Test func valuesIsAnAsyncSequence() async {
        var collected: [Int] = []
        for await value in [1, 2, 3].publisher.values { collected.append(value) }
        #expect(collected == [1, 2, 3])
    }

    @Test func throwingValuesThrowTheFailure() async {
        var caught: (any Error)?
        do {
            for try await _ in Fail<Int, TestError>(error: .boom).values {}
        } catch {
            caught = error
        }
        #expect(caught as? TestError == .boom)
    }

    @Test func asyncFutureDeliversItsResult() async {
        let future = Future<Int, any Error> { 42 }
        let holder = LinkHolder()
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            holder.link = future.sink(receiveCompletion: { _ in }, receiveValue: { continuation.resume(returning: $0) })
        }
        #expect(value == 42)
        holder.link?.cancel()
    }

    @Test func nonThrowingAsyncFutureDeliversItsValueAndFinishes() async {
        var collected: [Int] = []
        for await value in Future<Int, Never>({ 5 }).values { collected.append(value) }
        #expect(collected == [5])
    }

    @Test func throwingAsyncFutureFailsWithTheThrownError() async {
        var caught: (any Error)?
        do {
            for try await _ in Future<Int, any Error>({ throw TestError.boom }).values {}
        } catch {
            caught = error
        }
        #expect(caught as? TestError == .boom)
    }

    @Test func cancellingTheSubscriptionCancelsTheFuturesTask() async {
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let (ended, endedContinuation) = AsyncStream<Bool>.makeStream()
        let future = Future<Int, any Error> {
            startedContinuation.yield()
            while !Task.isCancelled { await Task.yield() }  // waits for the cancellation event
            endedContinuation.yield(Task.isCancelled)
            return 0
        }
        let link = future.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        for await _ in started { break }
        link.cancel()
        var wasCancelled = false
        for await result in ended {
            wasCancelled = result
            break
        }
        #expect(wasCancelled)
    }

    @Test func anUnheldAsyncFutureStillDelivers() async {
        let holder = LinkHolder()
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            holder.link = Future<Int, any Error> { 7 }
                .sink(receiveCompletion: { _ in }, receiveValue: { continuation.resume(returning: $0) })
        }
        #expect(value == 7)
    }

    @Test func anUnheldCallbackFutureStillDelivers() async {
        let holder = LinkHolder()
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            holder.link = Future<Int, Never> { promise in
                nonisolated(unsafe) let answer = promise  // called once, from one other thread
                DispatchQueue.global().async { answer(.success(9)) }
            }
            .sink { continuation.resume(returning: $0) }
        }
        #expect(value == 9)
    }

    @Test func futureRunsOnceAndReplays() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(5))
        }
        var values: [Int] = []
        _ = future.sink { values.append($0) }
        _ = future.sink { values.append($0) }
        #expect(runs == 1)
        #expect(values == [5, 5])
    }
}
