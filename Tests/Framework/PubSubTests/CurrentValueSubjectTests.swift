import PubSub
import PubSubTestSupport
import Testing

@Suite struct CurrentValueSubjectTests {
    @Test func replaysCurrentValueOnSubscribe() {
        let subject = CurrentValueSubject<Int, Never>(7)
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        subject.send(8)
        #expect(recorder.values == [7, 8])
    }

    @Test func valueIsUpdatedBeforeDelivery() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var seen: [Int] = []
        let link = subject.sink { _ in seen.append(subject.value) }
        subject.value = 5
        #expect(seen == [0, 5])
        link.cancel()
    }

    @Test func replayWaitsForDemand() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [1])
    }

    @Test func sendFromInsideTheReplayArrivesRightAfterIt() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var received: [Int] = []
        let link = subject.sink { value in
            received.append(value)
            if value == 0 { subject.send(1) }
        }
        #expect(received == [0, 1])
        #expect(subject.value == 1)
        link.cancel()
    }

    /// As Combine's: the current value is handed over inside `request`, also from `receive(subscription:)`,
    /// so a subscriber that subscribes again from there sees each value before its next subscription.
    @Test func aRequestFromInsideReceiveSubscriptionGetsTheCurrentValueAtOnce() {
        let subject = CurrentValueSubject<Int, Never>(7)
        var events: [String] = []
        var subscriptions: [any Subscription] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription in
                subscriptions.append(subscription)
                subscription.request(.max(2))
                events.append("subscribed")
            },
            receiveValue: { value in
                events.append("value \(value)")
                return .none
            })
        subject.subscribe(subscriber)
        subject.send(8)
        subject.send(9)
        #expect(events == ["value 7", "subscribed", "value 8"])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func sinkOnACompletedSubjectGetsOnlyTheCompletion() {
        let subject = CurrentValueSubject<Int, TestError>(3)
        subject.send(completion: .failure(.boom))
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let link = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values.isEmpty)
        #expect(completions == [.failure(.boom)])
        withExtendedLifetime(link) {}
    }

    @Test(arguments: [false, true])
    func aSendFromAnotherThreadWaitsForTheDeliveryInProgress(viaSink: Bool) {
        WaitingSendCheck.expectSendsWaitForTheDeliveryInProgress(viaSink: viaSink) {
            CurrentValueSubject<Int, Never>(0)
        }
    }

    /// As Combine's: the current value goes out at the first request, as it is then, and a subscriber that
    /// missed a value for lack of demand gets the value current at its next request (CombineX's
    /// CurrentValueSubjectSpec 5.2; OpenCombine's `CurrentValueSubject`).
    @Test func theFirstRequestGetsTheValueCurrentThenAndAMissedValueIsCaughtUp() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(recorder)
        subject.send(1)
        recorder.request(.max(1))
        #expect(recorder.values == [1])
        recorder.request(.max(1))
        #expect(recorder.values == [1])
        subject.send(2)
        subject.send(3)
        subject.send(4)
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2, 4])
    }
}
