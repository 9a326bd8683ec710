import PubSub
import PubSubTestSupport
import Testing

/// Operators that pass the downstream's demand on, as Combine's do, where they asked for `.unlimited`
/// and buffered: `catch`, `retry`, `receive(on:)`, `subscribe(on:)`, `delay`, `timeout`.
@Suite struct DemandForwardingTests {
    private enum Failure: Error { case boom }

    @Test func catchAsksTheRecoveryForTheDemandNotYetMet() {
        let failing = ManualPublisher<Int, Failure>()
        let recovery = ManualPublisher<Int, Failure>()
        let subscriber = RecordingSubscriber<Int, Failure>(initialDemand: .max(3))
        failing.catch { _ in recovery }.subscribe(subscriber)
        #expect(failing.requests == [.max(3)])
        failing.send(1)
        failing.send(completion: .failure(.boom))
        #expect(recovery.requests == [.max(2)])
        recovery.send(2)
        #expect(subscriber.values == [1, 2])
    }

    @Test func retryAsksEachAttemptForTheDemandNotYetMet() {
        let publisher = ManualPublisher<Int, Failure>()
        let subscriber = RecordingSubscriber<Int, Failure>(initialDemand: .max(3), demandPerValue: .max(1))
        publisher.retry(1).subscribe(subscriber)
        publisher.send(1)
        publisher.send(completion: .failure(.boom))
        #expect(publisher.subscriptions == 2)
        #expect(publisher.requests == [.max(3), .max(1), .max(3)])  // a value's answer goes to the attempt
    }

    @Test func nothingReachesTheDownstreamAfterTheLastFailure() {
        let publisher = ManualPublisher<Int, Failure>()
        let subscriber = RecordingSubscriber<Int, Failure>()
        publisher.retry(0).subscribe(subscriber)
        publisher.send(completion: .failure(.boom))
        publisher.send(2)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func catchTrapsOnAnUpstreamThatFailsTwiceAsCombineDoes() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Failure>()
            let recovery = ManualPublisher<Int, Failure>()
            upstream.catch { _ in recovery }.subscribe(RecordingSubscriber<Int, Failure>())
            upstream.send(completion: .failure(.boom))
            upstream.send(completion: .failure(.boom))
        }
    }

    @Test func receiveOnPassesRequestsUpAndAsksForWhatTheDownstreamAnswers() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .max(1))
        publisher.receive(on: scheduler).subscribe(subscriber)
        #expect(publisher.requests == [.max(2)])
        #expect(publisher.send(1) == .none)
        #expect(subscriber.values.isEmpty)
        scheduler.run()
        #expect(subscriber.values == [1])
        #expect(publisher.requests == [.max(2), .max(1)])
    }

    @Test func subscribeOnRequestsFromTheScheduler() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        publisher.subscribe(on: scheduler).subscribe(subscriber)
        #expect(publisher.subscriptions == 0)
        scheduler.run()
        #expect(publisher.requests == [.max(2)])
        subscriber.cancel()
        #expect(publisher.cancellations == 0)
        scheduler.run()
        #expect(publisher.cancellations == 1)
    }

    @Test func delayPassesRequestsUp() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .max(4))
        publisher.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
        #expect(publisher.requests == [.max(2)])
        publisher.send(1)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values == [1])
        #expect(publisher.requests == [.max(2), .max(4)])
    }

    @Test func timeoutPassesRequestsUp() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        publisher.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        #expect(publisher.requests == [.max(2)])
        scheduler.advance(by: .seconds(5))
        #expect(subscriber.completions.count == 1)
        #expect(publisher.cancellations == 1)
    }
}
