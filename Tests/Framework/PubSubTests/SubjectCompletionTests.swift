import PubSub
import PubSubTestSupport
import Testing

/// How `PassthroughSubject` and `CurrentValueSubject` end, and the upstream subscriptions they adopt.
@Suite struct SubjectCompletionTests {
    /// An upstream subscription that records what the subject asks of it.
    private final class UpstreamProbe: Subscription, @unchecked Sendable {
        let requests = Locked<[Subscribers.Demand]>([])
        let cancels = Locked(0)
        func request(_ demand: Subscribers.Demand) { requests.withLock { $0.append(demand) } }
        func cancel() { cancels.withLock { $0 += 1 } }
    }

    /// Later sends reach nobody; an assigned value is still stored, as in Combine.
    @Test func currentValueSubjectDeliversTheFirstCompletionOnlyAndIgnoresLaterSends() {
        let subject = CurrentValueSubject<Int, TestError>(1)
        let recorder = RecordingSubscriber<Int, TestError>()
        subject.subscribe(recorder)
        subject.send(completion: .failure(.boom))
        subject.send(completion: .finished)
        subject.send(2)
        subject.value = 3
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(.boom)])
        #expect(subject.value == 3)
    }

    @Test func currentValueSubjectGivesLateSubscribersOnlyTheCompletion() {
        let subject = CurrentValueSubject<Int, Never>(4)
        subject.send(completion: .finished)
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        var sunk: [Int] = []
        var sunkCompletions: [Subscribers.Completion<Never>] = []
        let link = subject.sink(receiveCompletion: { sunkCompletions.append($0) }, receiveValue: { sunk.append($0) })
        #expect(recorder.subscriptionCount == 1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
        #expect(sunk.isEmpty)
        #expect(sunkCompletions == [.finished])
        link.cancel()
    }

    @Test func passthroughSubjectGivesLateSinksTheFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(.boom))
        var completions: [Subscribers.Completion<TestError>] = []
        let link = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        subject.send(1)
        #expect(completions == [.failure(.boom)])
        link.cancel()
    }

    /// A `PassthroughSubject` asks once a subscriber wants values (see `CombineSemanticsTests`).
    @Test func subjectsRequestUnlimitedFromAnAdoptedUpstream() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let first = UpstreamProbe()
        let second = UpstreamProbe()
        passthrough.send(subscription: first)
        current.send(subscription: second)
        #expect(first.requests.withLock { $0 }.isEmpty)
        let link = passthrough.sink { _ in }
        #expect(first.requests.withLock { $0 } == [.unlimited])
        link.cancel()
        #expect(second.requests.withLock { $0 } == [.unlimited])
        #expect(first.cancels.withLock { $0 } == 0)
        #expect(second.cancels.withLock { $0 } == 0)
    }

    @Test func completedSubjectsCancelAnUpstreamOfferedLate() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        passthrough.send(completion: .finished)
        current.send(completion: .finished)
        let first = UpstreamProbe()
        let second = UpstreamProbe()
        passthrough.send(subscription: first)
        current.send(subscription: second)
        #expect(first.requests.withLock { $0 }.isEmpty)
        #expect(second.requests.withLock { $0 }.isEmpty)
        #expect(first.cancels.withLock { $0 } == 1)
        #expect(second.cancels.withLock { $0 } == 1)
    }

    /// As Combine's, a subject keeps the upstreams it adopted after it completed, and cancels them when
    /// it goes away (CombineX's PassthroughSubjectSpec 5.2, OpenCombine's subjects).
    @Test func completionKeepsTheAdoptedUpstreamUntilTheSubjectGoes() {
        weak var kept: UpstreamProbe?
        do {
            let subject = PassthroughSubject<Int, Never>()
            do {
                let probe = UpstreamProbe()
                kept = probe
                subject.send(subscription: probe)
            }
            subject.send(completion: .finished)
            #expect(kept != nil)
            #expect(kept?.cancels.withLock { $0 } == 0)
            withExtendedLifetime(kept) {
                withExtendedLifetime(subject) {}
            }
        }
        #expect(kept == nil)
    }

    @Test func upstreamFeedingASubjectForwardsItsValuesAndCompletion() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        let feed = [1, 2].publisher.subscribe(subject)
        #expect(recorder.values == [0, 1, 2])
        #expect(recorder.completions == [.finished])
        #expect(subject.value == 2)
        feed.cancel()
    }
}
