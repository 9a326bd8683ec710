import PubSub
import PubSubTestSupport
import Testing

/// How fan-in operators (`merge`, `combineLatest`, `zip`) end: Combine's completion rules.
@Suite struct MergeCompletionTests {
    @Test func mergeFinishesOnlyWhenEveryUpstreamHasFinished() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let c = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        Publishers.MergeMany(a, b, c).subscribe(recorder)
        a.send(1)
        a.send(completion: .finished)
        b.send(2)
        b.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        c.send(3)
        c.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.completions == [.finished])
    }

    @Test func mergeOfFinitePublishersFinishesAfterAllTheirValues() {
        let recorder = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.merge(with: [3].publisher).subscribe(recorder)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.completions == [.finished])
    }

    @Test func mergeOfNothingFinishesAtOnce() {
        let recorder = RecordingSubscriber<Int, Never>()
        Publishers.MergeMany([Just<Int>]()).subscribe(recorder)
        #expect(recorder.subscriptionCount == 1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }

    @Test func mergeFailsOnTheFirstFailureAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        var bCancelled = false
        a.merge(with: b.handleEvents(receiveCancel: { bCancelled = true })).subscribe(recorder)
        a.send(1)
        a.send(completion: .failure(.boom))
        #expect(bCancelled)
        b.send(2)
        b.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func mergeHoldsOneValuePerSideBeyondDemandAndFinishesAfterThem() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions.isEmpty)
        recorder.request(.unlimited)
        #expect(recorder.values == [1, 3, 2])
        #expect(recorder.completions == [.finished])
    }

    @Test func combineLatestKeepsPairingAfterOneSideFinishesAndFinishesWithTheOther() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let recorder = RecordingSubscriber<String, TestError>()
        a.combineLatest(b) { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        b.send("x")
        a.send(completion: .finished)
        b.send("y")
        #expect(recorder.completions.isEmpty)
        b.send(completion: .finished)
        #expect(recorder.values == ["1x", "1y"])
        #expect(recorder.completions == [.finished])
    }

    @Test func combineLatestFinishesWithoutValuesWhenOneSideNeverEmitted() {
        let recorder = RecordingSubscriber<(Int, Int), Never>()
        Just(1).combineLatest(Empty<Int, Never>()).subscribe(recorder)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }

    @Test func combineLatestFailsWhenEitherSideFails() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<(Int, Int), TestError>()
        a.combineLatest(b).subscribe(recorder)
        a.send(1)
        b.send(2)
        b.send(completion: .failure(.boom))
        a.send(3)
        #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 2]])
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func zipWaitsForPartnersOfAFinishedSidesBufferedValues() {
        let b = PassthroughSubject<String, Never>()
        let recorder = RecordingSubscriber<(Int, String), Never>()
        [1, 2].publisher.zip(b).subscribe(recorder)
        #expect(recorder.completions.isEmpty)
        b.send("a")
        #expect(recorder.completions.isEmpty)
        b.send("b")
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
        #expect(recorder.completions == [.finished])
    }

    @Test func zipFinishesWhenAFinishedSideHasNothingLeftToPair() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = RecordingSubscriber<(Int, String), Never>()
        a.zip(b).subscribe(recorder)
        a.send(1)
        a.send(2)
        b.send("a")
        b.send(completion: .finished)
        a.send(3)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a"])
        #expect(recorder.completions == [.finished])
    }

    @Test func zipFinishesWhenTheWaitingSideFinishesToo() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = RecordingSubscriber<(Int, String), Never>()
        a.zip(b).subscribe(recorder)
        a.send(1)
        a.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        b.send(completion: .finished)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
    }

    @Test func zipFailsAtOnceEvenWithBufferedValues() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<(Int, Int), TestError>()
        a.zip(b).subscribe(recorder)
        a.send(1)
        a.send(2)
        b.send(completion: .failure(.boom))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.failure(.boom)])
    }
}
