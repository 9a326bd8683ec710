import PubSub
import PubSubTestSupport
import Testing

/// Combine's rules for the time operators: demand, where events are delivered from, what a
/// completion does to a pending value, their introspection, and the misuse they trap on.
@Suite struct TimeOperatorSemanticsTests {
    @Test func throttleDropsValuesThatArriveWithoutDemand() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        publisher.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
        publisher.send(1)
        scheduler.advance(by: .seconds(2))
        publisher.send(2)
        recorder.request(.max(1))
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values == [1])
        #expect(publisher.requests == [.unlimited])
    }

    @Test func throttleWithLatestPublishesTheLastValueBeforeItsScheduledEmission() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        input.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
        input.send(1)
        input.send(2)
        input.send(3)
        scheduler.advance()
        #expect(recorder.values == [3])
    }

    @Test func debounceDropsThePendingValueWhenUpstreamFinishesAndFinishesOnItsScheduler() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        input.send(1)
        input.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }

    @Test func debounceHoldsADueValueUntilTheDownstreamAsks() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
        input.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        input.send(1)
        scheduler.advance(by: .seconds(2))
        recorder.request(.max(1))
        input.send(2)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values == [2])
    }

    @Test func timeoutDeliversValuesFromItsSchedulerAndNotAfterCancel() {
        let scheduler = TestScheduler()
        let publisher = ManualPublisher<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .max(1))
        publisher.timeout(.seconds(10), scheduler: scheduler).subscribe(recorder)
        publisher.send(1)
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [1])
        #expect(publisher.requests == [.max(2), .max(1)])
        publisher.send(2)
        recorder.cancel()
        scheduler.advance()
        #expect(recorder.values == [1])
    }

    @Test func receiveOnAndDelayRequestWhatTheDownstreamAnswersAfterUpstreamCompleted() {
        let scheduler = TestScheduler()
        for delays in [false, true] {
            let publisher = ManualPublisher<Int, Never>()
            let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(2))
            if delays {
                publisher.delay(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
            } else {
                publisher.receive(on: scheduler).subscribe(recorder)
            }
            publisher.send(1)
            publisher.send(completion: .finished)
            scheduler.advance(by: .seconds(1))
            #expect(recorder.values == [1])
            #expect(recorder.completions == [.finished])
            #expect(publisher.requests == [.max(1), .max(2)])
        }
    }

    @Test func schedulingOperatorsIntroduceThemselvesAsCombinesDo() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        var subscriptions: [any Subscription] = []
        let keep = AnySubscriber<Int, Never>(receiveSubscription: { subscriptions.append($0) })
        input.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(keep)
        input.debounce(for: .seconds(1), scheduler: scheduler).subscribe(keep)
        input.receive(on: scheduler).subscribe(keep)
        input.delay(for: .seconds(1), scheduler: scheduler).subscribe(keep)
        input.timeout(.seconds(1), scheduler: scheduler).subscribe(keep)
        Just(1).subscribe(on: scheduler).subscribe(keep)
        scheduler.advance()
        let descriptions = subscriptions.map { ($0 as? CustomStringConvertible)?.description }
        #expect(descriptions == ["Throttle", "Debounce", "ReceiveOn", nil, "Timeout", "SubscribeOn"])
        let mirrored = subscriptions.map { $0 is CustomReflectable }
        #expect(mirrored == [true, true, true, false, true, true])
    }

    @Test func timeoutOnASchedulerThatRunsItsTimerAtOnceTraps() async {
        await #expect(processExitsWith: .failure) {
            let publisher = ManualPublisher<Int, Never>()
            publisher.timeout(.seconds(1), scheduler: ImmediateScheduler.shared)
                .subscribe(RecordingSubscriber<Int, Never>())
        }
    }
}
