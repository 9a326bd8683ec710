import PubSub
import PubSubTestSupport
import Testing

/// How `switchToLatest` ends: with its outer publisher and the current inner one.
@Suite struct SwitchToLatestTests {
    @Test func finishesOnlyWhenOuterAndCurrentInnerHaveFinished() {
        let outer = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let inner = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(inner)
        outer.send(completion: .finished)
        inner.send(1)
        #expect(recorder.completions.isEmpty)
        inner.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.finished])
    }

    @Test func finishesAtOnceWhenOuterFinishesWithNoInnerRunning() {
        let outer = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let inner = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(inner)
        inner.send(1)
        inner.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        outer.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.finished])
    }

    @Test func aFinishedStaleInnerDoesNotEndTheStream() {
        let outer = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let stale = PassthroughSubject<Int, TestError>()
        let current = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(stale)
        outer.send(current)
        outer.send(completion: .finished)
        stale.send(completion: .finished)
        current.send(2)
        #expect(recorder.values == [2])
        #expect(recorder.completions.isEmpty)
    }

    @Test func anInnerFailureFailsTheStreamAndCancelsTheOuter() {
        let outer = PassthroughSubject<PassthroughSubject<Int, TestError>, TestError>()
        let inner = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        var outerCancelled = false
        outer.handleEvents(receiveCancel: { outerCancelled = true }).switchToLatest().subscribe(recorder)
        outer.send(inner)
        inner.send(completion: .failure(.boom))
        #expect(outerCancelled)
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func anOuterFailureFailsTheStreamAndCancelsTheInner() {
        let outer = PassthroughSubject<AnyPublisher<Int, TestError>, TestError>()
        let inner = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        var innerCancelled = false
        outer.switchToLatest().subscribe(recorder)
        outer.send(inner.handleEvents(receiveCancel: { innerCancelled = true }).eraseToAnyPublisher())
        outer.send(completion: .failure(.other))
        inner.send(3)
        #expect(innerCancelled)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.failure(.other)])
    }
}
