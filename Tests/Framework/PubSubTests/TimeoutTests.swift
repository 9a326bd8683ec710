import PubSub
import PubSubTestSupport
import Testing

/// `timeout` on virtual time: when it fires, and that it leaves no timer behind once the stream ends.
@Suite struct TimeoutTests {
    @Test func eachValueRestartsTheWindowAndSilenceFinishesTheStream() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
        scheduler.advance(by: .milliseconds(900))
        input.send(1)
        scheduler.advance(by: .milliseconds(900))
        #expect(recorder.completions.isEmpty)
        scheduler.advance(by: .milliseconds(100))
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.finished])
        input.send(2)
        #expect(recorder.values == [1])
    }

    @Test func silenceFailsWithTheCustomError() {
        let scheduler = TestScheduler()
        let recorder = RecordingSubscriber<Int, TestError>()
        PassthroughSubject<Int, TestError>().timeout(.seconds(2), scheduler: scheduler, customError: { .other })
            .subscribe(recorder)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.completions == [.failure(.other)])
    }

    @Test func upstreamCompletionPassesThroughAndDisarmsTheTimer() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.timeout(.seconds(1), scheduler: scheduler, customError: { .other }).subscribe(recorder)
        input.send(1)
        input.send(completion: .failure(.boom))
        scheduler.advance()
        #expect(scheduler.pendingActionCount == 0)
        scheduler.advance(by: .seconds(5))
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func cancellingDisarmsTheTimerAndDetachesUpstream() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, Never>()
        var completions = 0
        var upstreamCancelled = false
        let link = input.handleEvents(receiveCancel: { upstreamCancelled = true })
            .timeout(.seconds(1), scheduler: scheduler)
            .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        #expect(scheduler.pendingActionCount == 1)
        link.cancel()
        #expect(upstreamCancelled)
        #expect(scheduler.pendingActionCount == 0)
        scheduler.advance(by: .seconds(5))
        #expect(completions == 0)
    }

    @Test func debounceDropsThePendingValueWhenUpstreamFails() {
        let scheduler = TestScheduler()
        let input = PassthroughSubject<Int, TestError>()
        let recorder = RecordingSubscriber<Int, TestError>()
        input.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        input.send(1)
        input.send(completion: .failure(.boom))
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.failure(.boom)])
    }
}
