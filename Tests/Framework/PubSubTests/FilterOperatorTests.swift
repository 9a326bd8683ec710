import PubSub
import PubSubTestSupport
import Testing

/// The filter-like operators: `tryFilter`, `tryCompactMap`, `drop(while:)`, `prefix(while:)`, their `try`
/// forms, `tryRemoveDuplicates` and `tryScan`. Demand passes through; a skipped value asks for one more.
@Suite struct FilterOperatorTests {
    @Test func demandPassesThroughAndSkippedValuesGiveTheirDemandBack() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, any Error>(initialDemand: .max(2))
        upstream.tryFilter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        #expect(upstream.requests == [.max(2)])
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .none)
        subscriber.request(.max(3))
        #expect(upstream.requests == [.max(2), .max(3)])
        #expect(subscriber.values == [2])
    }

    @Test func aThrowCancelsUpstreamFailsAndIgnoresTheRest() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        upstream.tryCompactMap { value -> Int? in
            if value == 3 { throw TestError.boom }
            return value == 2 ? nil : value * 10
        }.subscribe(subscriber)
        upstream.send(1)
        #expect(upstream.send(2) == .max(1))
        upstream.send(3)
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [10])
        #expect(failures(of: subscriber) == [.boom])
        #expect(upstream.cancellations == 1)
    }

    @Test func dropWhileDropsUntilThePredicateFirstFails() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.drop { $0 < 3 }.subscribe(subscriber)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(3) == .none)
        #expect(upstream.send(1) == .none)
        #expect(subscriber.values == [3, 1])
        #expect(collectThrowing(erased([1, 5, 2]).tryDrop { $0 < 2 }) == [5, 2])
        let recorder = RecordingSubscriber<Int, any Error>()
        erased([1, 2]).tryDrop { _ in throw TestError.other }.subscribe(recorder)
        #expect(failures(of: recorder) == [.other])
    }

    @Test func prefixWhileFinishesAndCancelsAtTheFirstValueThatFails() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix { $0 < 3 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        upstream.send(1)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
        #expect(upstream.cancellations == 1)
        #expect(collectThrowing(erased([1, 2, 9, 1]).tryPrefix { $0 < 5 }) == [1, 2])
    }

    @Test func cancellingStopsDeliveryAndCancelsUpstreamOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix { _ in true }.subscribe(subscriber)
        upstream.send(1)
        subscriber.cancel()
        subscriber.cancel()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.isEmpty)
        #expect(upstream.cancellations == 1)
    }

    @Test func tryRemoveDuplicatesComparesWithThePreviousPublishedValue() {
        #expect(collectThrowing(erased([1, 1, 2, 2, 1]).tryRemoveDuplicates { $0 == $1 }) == [1, 2, 1])
        let recorder = RecordingSubscriber<Int, any Error>()
        erased([1, 2]).tryRemoveDuplicates { _, _ in throw TestError.boom }.subscribe(recorder)
        #expect(recorder.values == [1])
        #expect(failures(of: recorder) == [.boom])
    }

    @Test func tryScanPublishesEachPartialResultUntilAThrow() {
        #expect(collectThrowing(erased([1, 2, 3]).tryScan(0, +)) == [1, 3, 6])
        let recorder = RecordingSubscriber<Int, any Error>()
        erased([1, 2, 3]).tryScan(0) { sum, value in
            if value == 3 { throw TestError.other }
            return sum + value
        }.subscribe(recorder)
        #expect(recorder.values == [1, 3])
        #expect(failures(of: recorder) == [.other])
    }

    @Test func upstreamFailuresPassThroughAsTheErasedError() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        upstream.tryFilter { _ in true }.subscribe(subscriber)
        upstream.send(completion: .failure(.boom))
        #expect(failures(of: subscriber) == [.boom])
    }

    @Test func aZeroRequestTrapsAsInCombine() async {
        await #expect(processExitsWith: .failure) {
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
            PassthroughSubject<Int, Never>().drop { $0 < 0 }.subscribe(subscriber)
            subscriber.request(.none)
        }
    }

    /// Combine's `tryCompactMap` keeps its closure (and subscriber) for as long as its subscription lives,
    /// also after the stream ended or was cancelled (CombineX's TryCompactMapSpec 2.1/2.3, OpenCombine's
    /// filter producer).
    @Test(arguments: [false, true])
    func tryCompactMapKeepsItsClosureAfterTheEnd(cancels: Bool) {
        final class Captured {}
        weak var weakCaptured: Captured?
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        do {
            let captured = Captured()
            weakCaptured = captured
            upstream.tryCompactMap { value -> Int? in withExtendedLifetime(captured) { value } }.subscribe(subscriber)
        }
        if cancels { subscriber.cancel() } else { upstream.send(completion: .finished) }
        #expect(weakCaptured != nil)
        withExtendedLifetime(subscriber) {}
    }
}
