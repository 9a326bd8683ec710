import PubSub
import PubSubTestSupport
import Testing

/// `measureInterval(using:)`, on virtual time.
@Suite struct MeasureIntervalTests {
    @Test func publishesTheTimeSinceThePreviousValueOrTheSubscription() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var intervals: [SchedulerStride] = []
        scheduler.advance(by: .seconds(5))
        let link = subject.measureInterval(using: scheduler).sink { intervals.append($0) }
        scheduler.advance(by: .seconds(1))
        subject.send(1)
        scheduler.advance(by: .milliseconds(250))
        subject.send(2)
        subject.send(3)
        #expect(intervals == [.seconds(1), .milliseconds(250), .zero])
        link.cancel()
    }

    @Test func demandAValueBringsBackIsRequestedUpstream() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<SchedulerStride, TestError>(
            initialDemand: .max(1), demandPerValue: .max(2))
        upstream.measureInterval(using: TestScheduler()).subscribe(subscriber)
        #expect(upstream.requests == [.max(1)])
        #expect(upstream.send(1) == .none)
        #expect(upstream.requests == [.max(1), .max(2)])
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func cancellingCancelsUpstreamAndStopsMeasuring() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<SchedulerStride, Never>()
        upstream.measureInterval(using: TestScheduler()).subscribe(subscriber)
        subscriber.cancel()
        upstream.send(1)
        #expect(upstream.cancellations == 1)
        #expect(subscriber.values.isEmpty)
    }
}
