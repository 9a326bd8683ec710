import Dispatch
import PubSub
import PubSubTestSupport
import Testing

@Suite struct TimeTests {
    @Test func debounceEmitsOnceWithTheLastValueAfterQuiet() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        var outputs: [(value: Int, at: Double)] = []
        let link = input.debounce(for: .seconds(0.5), scheduler: scheduler)
            .sink { outputs.append((value: $0, at: scheduler.now.seconds)) }
        for step in 0...4 {
            input.send(step)
            scheduler.advance(by: .seconds(0.1))
        }
        scheduler.advance(by: .seconds(1))
        #expect(outputs.map(\.value) == [4])
        #expect(outputs.map(\.at) == [0.9])
        link.cancel()
    }

    @Test func cancellingDebounceWithPendingValueEmitsNothingAndLeavesNoWork() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        var outputs: [Int] = []
        let link = input.debounce(for: .seconds(0.5), scheduler: scheduler).sink { outputs.append($0) }
        input.send(1)
        #expect(scheduler.pendingActionCount == 1)
        link.cancel()
        #expect(scheduler.pendingActionCount == 0)
        scheduler.advance(by: .seconds(5))
        #expect(outputs.isEmpty)
    }

    @Test func throttleEmitsFirstThenLatestPerWindow() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        var outputs: [Int] = []
        let link = input.throttle(for: .seconds(1), scheduler: scheduler, latest: true).sink { outputs.append($0) }
        input.send(1)
        scheduler.advance()
        input.send(2)
        input.send(3)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        #expect(outputs == [1, 3])
        link.cancel()
    }

    @Test func delayAndReceiveOnUseTheScheduler() {
        let scheduler = TestScheduler()
        var delayed: [Int] = []
        var received: [Int] = []
        let first = Just(1).delay(for: .seconds(2), scheduler: scheduler).sink { delayed.append($0) }
        let second = [1, 2, 3].publisher.receive(on: scheduler).sink { received.append($0) }
        scheduler.advance(by: .seconds(1))
        #expect(delayed.isEmpty)
        #expect(received == [1, 2, 3])
        scheduler.advance(by: .seconds(1))
        #expect(delayed == [1])
        withExtendedLifetime((first, second)) {}
    }

    @Test func subscribeOnSubscribesFromTheScheduler() {
        let scheduler = TestScheduler()
        var values: [Int] = []
        let link = Just(1).subscribe(on: scheduler).sink { values.append($0) }
        #expect(values.isEmpty)
        scheduler.advance()
        #expect(values == [1])
        link.cancel()
    }

    @Test func timeoutFailsAfterSilence() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, TestError>()
        var completion: Subscribers.Completion<TestError>?
        let link = input.timeout(.seconds(1), scheduler: scheduler, customError: { .boom })
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        scheduler.advance(by: .seconds(0.5))
        input.send(1)
        scheduler.advance(by: .seconds(0.9))
        #expect(completion == nil)
        scheduler.advance(by: .seconds(0.2))
        #expect(completion == .failure(.boom))
        link.cancel()
    }

    @Test func switchToLatestCancelsStaleInnerPublishers() {
        let scheduler = TestScheduler()
        let queries = PassthroughSubject<String, Never>()
        var cancelled: [String] = []
        var results: [String] = []
        let link =
            queries
            .map { query in
                Just("result for \(query)")
                    .delay(for: .seconds(1), scheduler: scheduler)
                    .handleEvents(receiveCancel: { cancelled.append(query) })
            }
            .switchToLatest()
            .sink { results.append($0) }
        queries.send("a")
        scheduler.advance(by: .seconds(0.5))
        queries.send("ab")
        scheduler.advance(by: .seconds(2))
        #expect(cancelled == ["a"])
        #expect(results == ["result for ab"])
        link.cancel()
    }

    @Test func catchInsideFlatMapKeepsTheSearchChainAlive() {
        let scheduler = TestScheduler()
        let queries = PassthroughSubject<String, Never>()
        var results: [String] = []
        var completed = false
        let link =
            queries
            .flatMap { query -> AnyPublisher<String, Never> in
                let search: AnyPublisher<String, TestError> =
                    query == "bad"
                    ? Fail(error: .boom).eraseToAnyPublisher()
                    : Just(query).setFailureType(to: TestError.self).eraseToAnyPublisher()
                return search.catch { _ in Just("error") }.eraseToAnyPublisher()
            }
            .receive(on: scheduler)
            .sink(receiveCompletion: { _ in completed = true }, receiveValue: { results.append($0) })
        queries.send("a")
        queries.send("bad")
        queries.send("b")
        scheduler.advance()
        #expect(results == ["a", "error", "b"])
        #expect(!completed)
        link.cancel()
    }

    @Test func dispatchQueueSchedulerDeliversAfterItsDeadline() async {
        let queue = DispatchQueue(label: "tern.pubsub.test")
        let holder = LinkHolder()
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            holder.link = [1, 2].publisher.receive(on: queue).collect().sink { continuation.resume(returning: $0) }
        }
        #expect(values == [1, 2])
        holder.link?.cancel()
    }
}

/// Keeps a subscription alive inside a continuation body.
final class LinkHolder: @unchecked Sendable {
    var link: AnyCancellable?
}
