import PubSub
import PubSubTestSupport
import Testing

/// `collect(_:)` (by count) and `collect(_:options:)` (by time, and by time or count), on virtual time.
@Suite struct CollectGroupingTests {
    @Test func byCountAsksForCountTimesTheDemandAndPublishesFullArrays() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .max(2))
        upstream.collect(3).subscribe(subscriber)
        #expect(upstream.requests == [.max(6)])
        for value in 1...4 { upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(subscriber.values == [[1, 2, 3], [4]])
        #expect(subscriber.completions == [.finished])
    }

    @Test func byCountDropsThePartialArrayOnFailureAndCancels() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<[Int], TestError>()
        upstream.collect(2).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(.boom)])
        let cancelled = ManualPublisher<Int, Never>()
        let recorder = RecordingSubscriber<[Int], Never>()
        cancelled.collect(2).subscribe(recorder)
        recorder.cancel()
        #expect(cancelled.cancellations == 1)
    }

    @Test func byTimePublishesWhatEachIntervalCollected() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var arrays: [[Int]] = []
        let link = subject.collect(.byTime(scheduler, .seconds(1))).sink { arrays.append($0) }
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        subject.send(3)
        scheduler.advance(by: .seconds(1))
        #expect(arrays == [[1, 2], [3]])
        link.cancel()
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func byTimeOrCountPublishesAFullArrayAtOnceAndStartsANewInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var arrays: [[Int]] = []
        var times: [Double] = []
        let link = subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).sink {
            arrays.append($0)
            times.append(scheduler.now.seconds)
        }
        scheduler.advance(by: .seconds(0.5))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: .seconds(0.9))
        #expect(arrays == [[1, 2]])
        scheduler.advance(by: .seconds(0.1))
        #expect(arrays == [[1, 2], [3]])
        #expect(times == [0.5, 1.5])
        link.cancel()
    }

    @Test func byTimeFinishesAfterPublishingTheRest() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<[Int], TestError>()
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .finished)
        #expect(subscriber.values == [[1]])
        #expect(subscriber.completions == [.finished])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func byTimeHoldsArraysUntilTheDownstreamAsks() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .none)
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [[1]])
        subscriber.cancel()
        #expect(scheduler.pendingActionCount == 0)
    }
}
