import Dispatch
import PubSub
import PubSubTestSupport
import Testing

/// The test double's wait on a completion: it returns for a completion that came before the wait and
/// for one that comes from another thread while it waits.
@Suite struct RecordingSubscriberTests {
    @Test(.timeLimit(.minutes(1))) func untilCompletedReturnsForAnEarlierCompletion() async {
        let subscriber = RecordingSubscriber<Int, Never>()
        Just(1).subscribe(subscriber)
        await subscriber.untilCompleted()
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
    }

    @Test(.timeLimit(.minutes(1))) func untilCompletedWaitsForACompletionFromAnotherThread() async {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            gate.wait()
            subject.send(2)
            subject.send(completion: .finished)
        }
        #expect(subscriber.completions.isEmpty)
        gate.signal()
        await subscriber.untilCompleted()
        #expect(subscriber.values == [2])
        #expect(subscriber.completions == [.finished])
    }
}
