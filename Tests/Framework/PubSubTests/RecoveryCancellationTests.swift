import PubSub
import PubSubTestSupport
import Testing

/// `retry`, `catch` and `flatMap`: what they cancel, and how failures end them.
@Suite struct RecoveryCancellationTests {
    @Test func cancellingRetryCancelsTheCurrentAttempt() {
        var attempts: [PassthroughSubject<Int, TestError>] = []
        var cancels = 0
        let recorder = RecordingSubscriber<Int, TestError>()
        Deferred { () -> Publishers.HandleEvents<PassthroughSubject<Int, TestError>> in
            let attempt = PassthroughSubject<Int, TestError>()
            attempts.append(attempt)
            return attempt.handleEvents(receiveCancel: { cancels += 1 })
        }
        .retry(2)
        .subscribe(recorder)
        attempts[0].send(completion: .failure(.boom))
        #expect(attempts.count == 2)
        recorder.cancel()
        #expect(cancels == 1)
        attempts[1].send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func cancellingCatchCancelsTheUpstreamBeforeAFailure() {
        let input = PassthroughSubject<Int, TestError>()
        var upstreamCancelled = false
        var replaced = false
        let recorder = RecordingSubscriber<Int, Never>()
        input.handleEvents(receiveCancel: { upstreamCancelled = true })
            .catch { _ -> Just<Int> in
                replaced = true
                return Just(0)
            }
            .subscribe(recorder)
        recorder.cancel()
        #expect(upstreamCancelled)
        input.send(completion: .failure(.boom))
        #expect(!replaced)
        #expect(recorder.events.isEmpty)
    }

    /// As Combine's: a cancel stops requests and the recovery, not the values an upstream (or the
    /// replacement) still sends, which reach the subscriber with its answer going back upstream.
    @Test func catchPassesOnValuesSentAfterACancel() {
        let upstream = ManualPublisher<Int, TestError>()
        let replacement = ManualPublisher<Int, TestError>()
        let before = RecordingSubscriber<Int, TestError>(initialDemand: .max(1), demandPerValue: .max(3))
        upstream.catch { _ in replacement }.subscribe(before)
        before.cancel()
        #expect(upstream.send(1) == .max(3))
        upstream.send(completion: .failure(.boom))
        #expect(before.values == [1])
        #expect(replacement.subscriptions == 0)

        let recovering = ManualPublisher<Int, TestError>()
        let after = RecordingSubscriber<Int, TestError>(initialDemand: .max(1), demandPerValue: .max(3))
        recovering.catch { _ in replacement }.subscribe(after)
        recovering.send(completion: .failure(.boom))
        after.cancel()
        #expect(replacement.send(2) == .max(3))
        replacement.send(completion: .finished)
        #expect(after.values == [2])
        #expect(after.completions.isEmpty)
    }

    @Test func cancellingCatchCancelsTheReplacement() {
        let input = PassthroughSubject<Int, TestError>()
        let replacement = PassthroughSubject<Int, Never>()
        var replacementCancelled = false
        let recorder = RecordingSubscriber<Int, Never>()
        input.catch { _ in replacement.handleEvents(receiveCancel: { replacementCancelled = true }) }
            .subscribe(recorder)
        input.send(completion: .failure(.boom))
        replacement.send(1)
        recorder.cancel()
        replacement.send(2)
        #expect(replacementCancelled)
        #expect(recorder.values == [1])
        #expect(recorder.completions.isEmpty)
    }

    /// As in Combine (OpenCombine's suite checks it), the upstream is not cancelled: it is only ignored.
    @Test func anInnerFailureFailsFlatMapAndCancelsTheOtherInnerPublishers() {
        let input = PassthroughSubject<Int, TestError>()
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        var cancelled: [String] = []
        let recorder = RecordingSubscriber<Int, TestError>()
        input.handleEvents(receiveCancel: { cancelled.append("upstream") })
            .flatMap { index in
                (index == 0 ? first : second).handleEvents(receiveCancel: { cancelled.append("inner \(index)") })
            }
            .subscribe(recorder)
        input.send(0)
        input.send(1)
        first.send(10)
        second.send(completion: .failure(.other))
        first.send(11)
        #expect(cancelled == ["inner 0"])
        #expect(recorder.values == [10])
        #expect(recorder.completions == [.failure(.other)])
    }

    @Test func anUpstreamFailureFailsFlatMapAndCancelsItsInners() {
        let input = PassthroughSubject<Int, TestError>()
        let inner = PassthroughSubject<Int, TestError>()
        var innerCancelled = false
        let recorder = RecordingSubscriber<Int, TestError>()
        input.flatMap { _ in inner.handleEvents(receiveCancel: { innerCancelled = true }) }.subscribe(recorder)
        input.send(0)
        input.send(completion: .failure(.boom))
        inner.send(1)
        #expect(innerCancelled)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.failure(.boom)])
    }
}
