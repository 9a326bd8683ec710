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
}
