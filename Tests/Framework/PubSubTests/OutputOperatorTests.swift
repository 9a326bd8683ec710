import PubSub
import PubSubTestSupport
import Testing

/// `output(at:)`, `output(in:)` and `prefix(_:)`: Combine's `Publishers.Output`.
@Suite struct OutputOperatorTests {
    @Test func rangesAreMadeRelativeToAllIndices() {
        let publisher = PassthroughSubject<Int, Never>()
        #expect(publisher.prefix(3).range == 0..<3)
        #expect(publisher.output(at: 4).range == 4..<5)
        #expect(publisher.output(in: 2...).range == 2..<Int.max)
        #expect(publisher.output(in: ...2).range == 0..<3)
    }

    @Test func valuesBeforeTheRangeGiveTheirDemandBack() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(5), demandPerValue: .max(1))
        upstream.output(in: 2..<4).subscribe(subscriber)
        #expect(upstream.requests == [.max(5)])
        #expect(upstream.send(0) == .max(1))
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(3) == .max(1))
        #expect(subscriber.values == [2, 3])
    }

    @Test func finishesAndCancelsWhenAValuePastTheRangeArrives() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix(2).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        #expect(subscriber.completions.isEmpty)
        upstream.send(3)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
        #expect(upstream.cancellations == 1)
        upstream.send(4)
        #expect(subscriber.values == [1, 2])
    }

    @Test func anEarlyCompletionPassesThrough() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.output(at: 3).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func cancellingCancelsUpstreamOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.output(at: 1).subscribe(subscriber)
        subscriber.cancel()
        subscriber.cancel()
        upstream.send(completion: .finished)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.completions.isEmpty)
    }

    @Test func negativeBoundsTrap() async {
        await #expect(processExitsWith: .failure) { _ = PassthroughSubject<Int, Never>().output(at: -1) }
        await #expect(processExitsWith: .failure) {
            _ = Publishers.Output(upstream: PassthroughSubject<Int, Never>(), range: -1..<2)
        }
    }
}
