import PubSub
import PubSubTestSupport
import Testing

/// `multicast` (subject and subject-factory forms), `makeConnectable` and `autoconnect`.
@Suite struct ConnectableTests {
    @Test func multicastSharesOneUpstreamSubscriptionFromConnectOn() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.multicast(subject: PassthroughSubject<Int, Never>())
        let first = RecordingSubscriber<Int, Never>()
        let second = RecordingSubscriber<Int, Never>()
        shared.subscribe(first)
        shared.subscribe(second)
        #expect(upstream.subscriptions == 0)
        let connection = shared.connect()
        #expect(upstream.subscriptions == 1)
        #expect(upstream.requests == [.unlimited])
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(first.values == [1])
        #expect(second.values == [1])
        #expect(first.completions == [.finished])
        connection.cancel()
    }

    @Test func multicastMakesItsSubjectOnceAndOnlyWhenFirstNeeded() {
        var made = 0
        let shared = ManualPublisher<Int, Never>().multicast { () -> PassthroughSubject<Int, Never> in
            made += 1
            return PassthroughSubject()
        }
        #expect(made == 0)
        shared.subscribe(RecordingSubscriber<Int, Never>())
        shared.subscribe(RecordingSubscriber<Int, Never>())
        let connection = shared.connect()
        #expect(made == 1)
        connection.cancel()
    }

    @Test func aMulticastSubscriberGetsOnlyWhatItAsksFor() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.multicast(subject: PassthroughSubject<Int, Never>())
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        shared.subscribe(subscriber)
        let connection = shared.connect()
        upstream.send(1)
        upstream.send(2)
        subscriber.request(.max(1))
        upstream.send(3)
        #expect(subscriber.values == [1, 3])
        connection.cancel()
    }

    @Test func cancellingTheConnectionCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.makeConnectable()
        let subscriber = RecordingSubscriber<Int, Never>()
        shared.subscribe(subscriber)
        let connection = shared.connect()
        upstream.send(1)
        connection.cancel()
        #expect(upstream.cancellations == 1)
        #expect(subscriber.values == [1])
    }

    @Test func autoconnectConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.makeConnectable().autoconnect()
        let first = RecordingSubscriber<Int, Never>()
        let second = RecordingSubscriber<Int, Never>()
        shared.subscribe(first)
        #expect(upstream.subscriptions == 1)
        shared.subscribe(second)
        #expect(upstream.subscriptions == 1)
        upstream.send(7)
        #expect(first.values == [7])
        #expect(second.values == [7])
        first.cancel()
        #expect(upstream.cancellations == 0)
        second.cancel()
        #expect(upstream.cancellations == 1)
        shared.subscribe(RecordingSubscriber<Int, Never>())
        #expect(upstream.subscriptions == 2)
    }
}
