import Dispatch
import Synchronization
import Testing

@testable import PubSub

/// A sink on a subject keeps its value closure immutable and frees it with the sink object: these
/// tests pin down that the closure still goes at the right moment on every way a sink ends, and that
/// completion taking the sink out of its `AnyCancellable` is safe against that owner going away.
@Suite struct SubjectSinkTests {
    @Test func completionQueuedDuringDeliveryDropsTheClosureOnceTheSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakProbe: Probe?
        var events: [String] = []
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink(
                receiveCompletion: { _ in events.append("finished") },
                receiveValue: { value in
                    probe.touch()
                    events.append("\(value)")
                    subject.send(completion: .finished)
                    events.append("returned")
                })
        }()
        subject.send(1)
        #expect(events == ["1", "returned", "finished"])
        #expect(weakProbe == nil)
        subject.send(2)
        link.cancel()
        #expect(events == ["1", "returned", "finished"])
    }

    @Test func aSinkStoredInASetKeepsNoClosureAfterCompletion() {
        let subject = CurrentValueSubject<Int, TestError>(0)
        var links = Set<AnyCancellable>()
        weak var weakProbe: Probe?
        var completions = 0
        do {
            let probe = Probe()
            weakProbe = probe
            subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in probe.touch() })
                .store(in: &links)
        }
        #expect(weakProbe?.touches == 1)
        subject.send(completion: .failure(.boom))
        #expect(weakProbe == nil)
        #expect(completions == 1)
        links.forEach { $0.cancel() }
        links.removeAll()
        #expect(completions == 1)
    }

    @Test func aLateSinkOnACompletedSubjectGetsTheCompletionAndKeepsNoClosure() {
        let subject = CurrentValueSubject<Int, Never>(7)
        subject.send(completion: .finished)
        weak var weakProbe: Probe?
        var finished = false
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in probe.touch() })
        }()
        #expect(finished)
        #expect(weakProbe == nil)
        link.cancel()
    }

    @Test func cancelAfterCompletionIsANoOp() {
        let subject = PassthroughSubject<Int, Never>()
        var completions = 0
        let link = subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        subject.send(completion: .finished)
        link.cancel()
        link.cancel()
        #expect(completions == 1)
        #expect(subject.subscriberCount == 0)
    }

    /// Completion on one thread races with the owner being cancelled or dropped on another, 20,000
    /// times. Either way the closure is gone afterwards, the subject lists nobody, and nothing touches a
    /// freed owner (ThreadSanitizer, in `make test-tsan`, would report it).
    @Test func completionRacingWithTheOwnerGoingAwayIsSafe() {
        let rounds = 20_000
        let leftOver = Atomic<Int>(0)
        for round in 0..<rounds {
            let subject = PassthroughSubject<Int, Never>()
            weak var weakProbe: Probe?
            let owner: Mutex<AnyCancellable?> = {
                let probe = Probe()
                weakProbe = probe
                return Mutex(subject.sink { _ in probe.touch() })
            }()
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    subject.send(completion: .finished)
                } else if round.isMultiple(of: 2) {
                    owner.withLock { $0?.cancel() }
                } else {
                    owner.withLock { $0 = nil }
                }
            }
            owner.withLock { $0 = nil }
            if weakProbe != nil || subject.subscriberCount != 0 { leftOver.add(1, ordering: .relaxed) }
        }
        #expect(leftOver.load(ordering: .relaxed) == 0)
    }
}
