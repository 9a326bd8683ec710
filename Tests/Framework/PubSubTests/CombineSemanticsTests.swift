import PubSub
import PubSubTestSupport
import Testing

/// Where PubSub followed Combine less than it claimed (issue 12's findings): subjects and their
/// upstreams, `dropFirst`'s demand, and the misuse Combine traps on. Each failed before its fix.
@Suite struct CombineSemanticsTests {
    @Test func aPassthroughSubjectAsksItsUpstreamOnlyOnceSomeoneWantsValues() {
        let upstream = RecordingSubscription()
        let subject = PassthroughSubject<Int, Never>()
        subject.send(subscription: upstream)
        #expect(upstream.requests.isEmpty)
        let link = subject.sink { _ in }
        #expect(upstream.requests == [.unlimited])
        subject.send(subscription: upstream)
        #expect(upstream.requests == [.unlimited, .unlimited])
        link.cancel()
    }

    @Test func aSubscriberAskingForValuesReleasesThePassthroughSubjectsUpstream() {
        let upstream = RecordingSubscription()
        let subject = PassthroughSubject<Int, Never>()
        subject.send(subscription: upstream)
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        subject.subscribe(subscriber)
        #expect(upstream.requests == [.unlimited])
    }

    @Test func aCurrentValueSubjectAsksItsUpstreamAtOnce() {
        let upstream = RecordingSubscription()
        let subject = CurrentValueSubject<Int, Never>(0)
        subject.send(subscription: upstream)
        #expect(upstream.requests == [.unlimited])
        subject.subscribe(RecordingSubscriber<Int, Never>(initialDemand: .max(1)))
        #expect(upstream.requests == [.unlimited])
    }

    @Test func aReleasedSubjectCancelsTheUpstreamsItWasGiven() {
        let upstream = RecordingSubscription()
        do {
            let passthrough = PassthroughSubject<Int, Never>()
            let current = CurrentValueSubject<Int, Never>(0)
            passthrough.send(subscription: upstream)
            current.send(subscription: upstream)
            #expect(upstream.cancellations == 0)
        }
        #expect(upstream.cancellations == 2)
    }

    @Test func aCurrentValueSubjectKeepsItsValueAfterCompletion() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        subject.send(completion: .finished)
        subject.value = 42
        #expect(subject.value == 42)
        subject.send(43)
        #expect(subject.value == 42)
        #expect(subscriber.values == [0])
    }

    @Test func dropFirstAddsItsCountToTheFirstBoundedRequest() {
        let publisher = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        publisher.dropFirst(2).subscribe(subscriber)
        #expect(publisher.requests == [.max(4)])
        for value in 1...4 { #expect(publisher.send(value) == .none) }
        #expect(subscriber.values == [3, 4])
        subscriber.request(.max(1))
        #expect(publisher.requests == [.max(4), .max(1)])
    }

    @Test func dropFirstWithoutDemandAsksForTheValuesItDrops() {
        let publisher = ManualPublisher<Int, Never>()
        publisher.dropFirst(3).subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
        #expect(publisher.requests == [.max(3)])
    }

    @Test func misuseTrapsAsInCombine() async {
        await #expect(processExitsWith: .failure) { _ = Subscribers.Demand.max(-1) }
        await #expect(processExitsWith: .failure) {
            PassthroughSubject<Int, Never>().dropFirst(-1).subscribe(RecordingSubscriber<Int, Never>())
        }
        await #expect(processExitsWith: .failure) { _ = Just(1).prefix(-1) }
        await #expect(processExitsWith: .failure) {
            PassthroughSubject<Int, Never>().subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
            RecordingSubscriberZeroRequest.run()
        }
    }
}

/// Subscribes to a subject and requests zero, which Combine traps on.
private enum RecordingSubscriberZeroRequest {
    static func run() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(subscriber)
        subscriber.request(.none)
    }
}

/// A subscription that records what it is asked.
private final class RecordingSubscription: Subscription, @unchecked Sendable {
    private let log = Locked<([Subscribers.Demand], Int)>(([], 0))

    var requests: [Subscribers.Demand] { log.withLock { $0.0 } }
    var cancellations: Int { log.withLock { $0.1 } }

    func request(_ demand: Subscribers.Demand) { log.withLock { $0.0.append(demand) } }
    func cancel() { log.withLock { $0.1 += 1 } }
}
