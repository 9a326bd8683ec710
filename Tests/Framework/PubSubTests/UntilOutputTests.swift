import PubSub
import PubSubTestSupport
import Testing

/// `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`.
@Suite struct UntilOutputTests {
    @Test func dropUntilOutputPublishesOnlyAfterTheTriggerFired() {
        let upstream = ManualPublisher<Int, Never>()
        let trigger = ManualPublisher<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        #expect(trigger.requests == [.max(1)])
        #expect(upstream.requests == [.max(3)])
        upstream.send(1)
        trigger.send(())
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [2])
        #expect(subscriber.completions == [.finished])
    }

    @Test func aTriggerThatCompletesWithoutFiringEndsTheStream() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<Void, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.send(completion: .failure(.boom))
        #expect(upstream.cancellations == 1)
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func cancellingDropUntilOutputCancelsBoth() {
        let upstream = ManualPublisher<Int, Never>()
        let trigger = ManualPublisher<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
        #expect(trigger.cancellations == 1)
    }

    @Test func aValueNobodyAskedForTrapsAsInCombine() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            upstream.drop(untilOutputFrom: ManualPublisher<Void, Never>())
                .subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
            upstream.send(1)
        }
    }

    @Test func prefixUntilOutputFinishesWhenTheTriggerFires() {
        let upstream = ManualPublisher<Int, Never>()
        let trigger = ManualPublisher<String, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(5))
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        #expect(trigger.requests == [.max(1)])
        #expect(upstream.requests == [.max(5)])
        upstream.send(1)
        trigger.send("stop")
        upstream.send(2)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
        #expect(upstream.cancellations == 1)
    }

    @Test func aTriggerThatFiresBeforeUpstreamSubscribesFinishesAndCancelsTheLateSubscription() {
        let trigger = PassthroughSubject<Int, Never>()
        let late = LateSubscriptionPublisher()
        let subscriber = RecordingSubscriber<Int, Never>()
        late.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.send(1)
        #expect(subscriber.completions == [.finished])
        let subscription = late.subscribeNow()
        #expect(subscription.cancelled)
        #expect(subscriber.subscriptionCount == 0)
    }

    @Test func aTriggerThatFailsChangesNothing() {
        let upstream = ManualPublisher<Int, Never>()
        let trigger = ManualPublisher<String, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.send(completion: .failure(.boom))
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
    }

    @Test func cancellingPrefixUntilOutputCancelsBoth() {
        let upstream = ManualPublisher<Int, Never>()
        let trigger = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        subscriber.cancel()
        #expect(upstream.cancellations == 1)
        #expect(trigger.cancellations == 1)
    }
}

/// A publisher that hands its subscriber a subscription only when the test says so.
private final class LateSubscriptionPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    private var subscriber: AnySubscriber<Int, Never>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        self.subscriber = AnySubscriber(subscriber)
    }

    /// Sends the subscription now and returns it.
    func subscribeNow() -> FlagSubscription {
        let subscription = FlagSubscription()
        subscriber?.receive(subscription: subscription)
        return subscription
    }
}

/// A subscription that remembers whether it was cancelled.
private final class FlagSubscription: Subscription, @unchecked Sendable {
    private(set) var cancelled = false

    func request(_ demand: Subscribers.Demand) {}
    func cancel() { cancelled = true }
}
