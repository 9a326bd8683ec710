import PubSub
import PubSubTestSupport
import Testing

/// Boundary cases of small operators and conveniences: zero counts, early completion, typed inits.
@Suite struct OperatorEdgeCaseTests {
    /// Combine's `Publishers.Output` finishes when a value past its range arrives, not before.
    @Test func prefixOfZeroFinishesAtTheFirstValueWithoutPublishingIt() {
        let input = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        input.prefix(0).subscribe(recorder)
        #expect(recorder.subscriptionCount == 1)
        #expect(recorder.completions.isEmpty)
        input.send(1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }

    @Test func prefixPassesOnAnEarlyUpstreamCompletion() {
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.prefix(3).subscribe(recorder)
        input.send(1)
        input.send(completion: .failure(.boom))
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func removeDuplicatesByPredicateComparesWithTheLastPublishedValue() {
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.removeDuplicates { abs($0 - $1) < 2 }.subscribe(recorder)
        for value in [1, 2, 3, 5, 4, 10] { input.send(value) }
        input.send(completion: .failure(.other))
        #expect(recorder.values == [1, 3, 5, 10])
        #expect(recorder.completions == [.failure(.other)])
    }

    @Test func typedEmptyFinishesOrStaysSilent() {
        let finishing = RecordingSubscriber<String, TestError>()
        let silent = RecordingSubscriber<String, TestError>()
        Empty(outputType: String.self, failureType: TestError.self).subscribe(finishing)
        Empty(completeImmediately: false, outputType: String.self, failureType: TestError.self).subscribe(silent)
        #expect(finishing.completions == [.finished])
        #expect(silent.subscriptionCount == 1)
        #expect(silent.events.isEmpty)
    }

    @Test func objectWillChangeReachesAnyKindOfSubscriber() {
        let publisher = ObservableObjectPublisher()
        let recorder = RecordingSubscriber<Void, Never>()
        publisher.subscribe(recorder)
        publisher.send()
        publisher.send()
        #expect(recorder.values.count == 2)
    }

    @Test func voidSubscribersCanBeSentUnitWithoutAnArgument() {
        let recorder = RecordingSubscriber<Void, Never>(demandPerValue: .max(1))
        #expect(recorder.receive() == .max(1))
        #expect(recorder.values.count == 1)
    }

    @Test func anyCancellableStoredInACollectionStaysAlive() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        recorder.store(in: &set)
        recorder.store(in: &array)
        subject.send(1)
        #expect(set.count == 1)
        #expect(array.count == 1)
        array.removeAll()
        subject.send(2)
        #expect(recorder.values == [1])
    }
}
