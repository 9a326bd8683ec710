import Dispatch
import Synchronization
import Testing

@testable import PubSub

/// `Subscribers.Sink`, which ends every chain that is not a bare subject (`subject.map { … }.sink`).
@Suite struct SinkTests {
    @Test func chainSinkThatCancelsItselfDuringDeliveryGetsNothingMoreAndDropsItsClosure() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        weak var weakProbe: Probe?
        var link: AnyCancellable?
        do {
            let probe = Probe()
            weakProbe = probe
            link = subject.map { $0 * 10 }.sink { value in
                probe.touch()
                received.append(value)
                link?.cancel()
                #expect(weakProbe != nil)  // still running: the closure is released when it returns
                subject.send(value + 1)
            }
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [10])
        #expect(weakProbe == nil)
    }

    @Test func chainSinkCancelledFromAnotherThreadDuringDeliveryReleasesTheClosureWhenTheCallReturns() {
        MidDeliveryCancelCheck.expectReleaseWhenTheCallReturns { subject, onValue in
            subject.filter { $0 > 0 }.sink(receiveValue: onValue)
        }
    }

    @Test func chainSinkGetsCompletionOnceAndDropsBothClosures() {
        let subject = PassthroughSubject<Int, TestError>()
        var events: [String] = []
        weak var weakProbe: Probe?
        let link: AnyCancellable = {
            let probe = Probe()
            weakProbe = probe
            return subject.map { $0 + 1 }.sink(
                receiveCompletion: { completion in
                    probe.touch()
                    events.append(completion == .finished ? "finished" : "failed")
                },
                receiveValue: { events.append("\($0)") })
        }()
        subject.send(1)
        subject.send(completion: .failure(.boom))
        subject.send(2)
        subject.send(completion: .finished)
        link.cancel()
        #expect(events == ["2", "failed"])
        #expect(weakProbe == nil)
    }

    /// Behind a subject's relay and behind a fan-in operator's: cancel drops the closure at once and
    /// nothing more arrives.
    @Test func chainSinkDropsItsClosureAsSoonAsItIsCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        let other = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        weak var chainProbe: Probe?
        weak var mergeProbe: Probe?
        let (chain, merged): (AnyCancellable, AnyCancellable) = {
            let first = Probe()
            let second = Probe()
            chainProbe = first
            mergeProbe = second
            return (
                subject.map { $0 + 1 }.sink {
                    first.touch(); received.append($0)
                },
                subject.merge(with: other).sink {
                    second.touch(); received.append($0 * 100)
                }
            )
        }()
        subject.send(1)
        other.send(2)
        #expect(received == [2, 100, 200])
        chain.cancel()
        #expect(chainProbe == nil)
        merged.cancel()
        #expect(mergeProbe == nil)
        subject.send(3)
        other.send(4)
        #expect(received == [2, 100, 200])
    }

    /// Two threads send through a chain while a third cancels it: afterwards nothing more arrives, the
    /// closure is gone, and ThreadSanitizer (`make test-tsan`) sees no race between the cancel and the
    /// deliveries.
    @Test func chainSinkCancelledWhileSeveralThreadsSendStopsAndLetsGo() {
        for _ in 0..<200 {
            let subject = PassthroughSubject<Int, Never>()
            let count = Atomic<Int>(0)
            weak var weakProbe: Probe?
            let link: AnyCancellable = {
                let probe = Probe()
                weakProbe = probe
                return subject.map { $0 }.sink { _ in
                    probe.touch()
                    count.add(1, ordering: .relaxed)
                }
            }()
            DispatchQueue.concurrentPerform(iterations: 3) { side in
                if side == 2 {
                    link.cancel()
                } else {
                    for value in 0..<200 { subject.send(value) }
                }
            }
            let settled = count.load(ordering: .relaxed)
            subject.send(1)
            #expect(count.load(ordering: .relaxed) == settled)
            #expect(weakProbe == nil)
            #expect(subject.subscriberCount == 0)
        }
    }

    @Test func sendsFromSeveralThreadsThroughAChainNeverOverlapInTheSink() {
        SerialDeliveryCheck.expectSerialDelivery { subject, onValue in subject.map { $0 }.sink(receiveValue: onValue) }
    }

    @Test func valueCalledReentrantlyIntoTheSinkRunsNestedAsBefore() {
        var received: [Int] = []
        var sink: Subscribers.Sink<Int, Never>?
        sink = Subscribers.Sink(
            receiveCompletion: { _ in },
            receiveValue: { value in
                received.append(value)
                if value == 1 { _ = sink?.receive(2) }
                received.append(-value)
            })
        sink?.receive(subscription: Subscriptions.empty)
        _ = sink?.receive(1)
        _ = sink?.receive(3)
        #expect(received == [1, 2, -2, -1, 3, -3])
        sink?.cancel()
        _ = sink?.receive(4)
        #expect(received.count == 6)
    }

    @Test func cancelWhileANestedCallRunsStillDeliversNothingAfterwards() {
        var received: [Int] = []
        var sink: Subscribers.Sink<Int, Never>?
        sink = Subscribers.Sink(
            receiveCompletion: { _ in },
            receiveValue: { value in
                received.append(value)
                if value == 1 {
                    _ = sink?.receive(2)
                } else {
                    sink?.cancel()
                }
            })
        sink?.receive(subscription: Subscriptions.empty)
        _ = sink?.receive(1)
        _ = sink?.receive(3)
        #expect(received == [1, 2])
    }

    @Test func cancelBeforeASubscriptionKeepsTheClosuresAsCombineDoes() {
        weak var weakProbe: Probe?
        let sink: Subscribers.Sink<Int, Never>
        do {
            let probe = Probe()
            weakProbe = probe
            sink = Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { _ in probe.touch() })
        }
        sink.cancel()
        #expect(weakProbe != nil)
        sink.receive(subscription: Subscriptions.empty)
        sink.cancel()
        #expect(weakProbe == nil)
    }
}
