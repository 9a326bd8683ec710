import PubSub
import PubSubTestSupport
import Testing

/// `buffer(size:prefetch:whenFull:)`.
@Suite struct BufferTests {
    @Test func keepFullAsksForTheSizeAndRefillsAsValuesGoOut() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        #expect(upstream.requests == [.max(3)])
        for value in 1...3 { upstream.send(value) }
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(2))
        #expect(subscriber.values == [1, 2])
        #expect(upstream.requests == [.max(3), .max(2)])
    }

    @Test func byRequestAsksForEverything() {
        let upstream = ManualPublisher<Int, Never>()
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
            .subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
        #expect(upstream.requests == [.unlimited])
    }

    @Test func aFullBufferDropsTheNewestOrTheOldestValue() {
        for (strategy, kept) in [
            (Publishers.BufferingStrategy<Never>.dropNewest, [1, 2]), (.dropOldest, [2, 3]),
        ] {
            let upstream = ManualPublisher<Int, Never>()
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
            upstream.buffer(size: 2, prefetch: .byRequest, whenFull: strategy).subscribe(subscriber)
            for value in 1...3 { upstream.send(value) }
            subscriber.request(.unlimited)
            #expect(subscriber.values == kept)
        }
    }

    @Test func aFullBufferWithCustomErrorCancelsUpstreamAndFailsAfterTheBufferedValues() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { .boom }).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.events.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.failure(.boom)])
    }

    /// Combine calls the closure holding the buffer's lock: an event it sends into the upstream traps.
    @Test func aCustomErrorClosureThatSendsIntoTheUpstreamTraps() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, TestError>()
            let buffered = upstream.buffer(
                size: 0, prefetch: .keepFull,
                whenFull: .customError {
                    _ = upstream.send(1)
                    return .boom
                })
            buffered.subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .max(1)))
            _ = upstream.send(0)
        }
    }

    /// As in Combine, the finish goes out once the buffer is empty and the downstream still has demand.
    @Test func aFinishWaitsForTheBufferedValuesAndDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        upstream.buffer(size: 4, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        subscriber.request(.max(2))
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.completions == [.finished])
    }

    @Test func cancellingDropsTheBufferAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        upstream.buffer(size: 4, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        upstream.send(1)
        subscriber.cancel()
        subscriber.request(.max(1))
        #expect(upstream.cancellations == 1)
        #expect(subscriber.values.isEmpty)
    }
}
