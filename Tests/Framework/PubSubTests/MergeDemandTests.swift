import Dispatch
import Foundation
import PubSub
import PubSubTestSupport
import Synchronization
import Testing

/// `merge` asks its sides for one value at a time and holds one value per side, as Combine's does
/// (decision 1660), where it asked for `.unlimited` and buffered everything.
@Suite struct MergeDemandTests {
    private typealias Side = ManualPublisher<Int, TestError>

    @Test func eachSideIsAskedForOneValueWhileTheDemandIsLimited() {
        let (a, b) = (Side(), Side())
        a.merge(with: b).subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .max(5)))
        #expect(a.requests == [.max(1)])
        #expect(b.requests == [.max(1)])
    }

    @Test func eachSideIsAskedForEverythingWhenTheDownstreamAskedForThatFirst() {
        let (a, b) = (Side(), Side())
        a.merge(with: b).subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .unlimited))
        #expect(a.requests == [.unlimited])
        #expect(b.requests == [.unlimited])
    }

    @Test func aLaterUnlimitedRequestGoesToEverySideAndALimitedOneToNone() {
        let (a, b, c) = (Side(), Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        a.merge(with: b, c).subscribe(subscriber)
        subscriber.request(.max(3))
        #expect(a.requests == [.max(1)])
        subscriber.request(.unlimited)
        for side in [a, b, c] { #expect(side.requests == [.max(1), .unlimited]) }
    }

    @Test func aValueWithinTheDemandIsAnsweredWithOneMoreAndOneBeyondItWithNone() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))
        a.merge(with: b).subscribe(subscriber)
        #expect(a.send(1) == .max(1))
        #expect(b.send(2) == .max(1))
        #expect(a.send(3) == .none)
        #expect(subscriber.values == [1, 2])
    }

    @Test func underUnlimitedDemandValuesAreAnsweredWithNone() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited, demandPerValue: .max(1))
        a.merge(with: b).subscribe(subscriber)
        #expect(a.send(1) == .none)
        #expect(b.send(2) == .none)
        #expect(subscriber.values == [1, 2])
    }

    @Test func aSideHoldsOnlyItsNewestValueUntilTheNextRequestWhichAsksThatSideForMore() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        a.merge(with: b).subscribe(subscriber)
        #expect(b.send(10) == .none)
        #expect(a.send(1) == .none)
        #expect(a.send(2) == .none)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [2])
        #expect(a.requests == [.max(1), .max(1)])
        #expect(b.requests == [.max(1)])
        subscriber.request(.max(1))
        #expect(subscriber.values == [2, 10])
        #expect(b.requests == [.max(1), .max(1)])
        subscriber.request(.max(1))
        #expect(subscriber.values == [2, 10])
        #expect(a.send(3) == .max(1))
        #expect(subscriber.values == [2, 10, 3])
    }

    @Test func demandAddedWhileReceivingIsKeptNotPassedUp() {
        let (a, b) = (Side(), Side())
        var subscription: (any Subscription)?
        var values: [Int] = []
        a.merge(with: b).subscribe(
            AnySubscriber<Int, TestError>(
                receiveSubscription: {
                    subscription = $0
                    $0.request(.max(1))
                },
                receiveValue: {
                    values.append($0)
                    if $0 == 1 { subscription?.request(.max(2)) }
                    return .none
                }))
        #expect(a.send(1) == .max(1))
        #expect(b.send(2) == .max(1))
        #expect(a.send(3) == .max(1))
        #expect(b.send(4) == .none)
        #expect(values == [1, 2, 3])
        #expect(a.requests == [.max(1)])
        #expect(b.requests == [.max(1)])
    }

    @Test func theDownstreamHasItsSubscriptionBeforeTheSidesSubscribe() {
        let (a, b) = (Side(), Side())
        var sidesSubscribedFirst: Int?
        a.merge(with: b).subscribe(
            AnySubscriber<Int, TestError>(receiveSubscription: { _ in
                sidesSubscribedFirst = a.subscriptions + b.subscriptions
            }))
        #expect(sidesSubscribedFirst == 0)
        #expect(a.subscriptions == 1)
    }

    @Test func aRequestForNothingIsIgnored() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        a.merge(with: b).subscribe(subscriber)
        subscriber.request(.none)
        #expect(a.send(1) == .none)
        #expect(subscriber.values.isEmpty)
    }

    @Test func itFinishesOnlyOnceTheHeldValuesAreDelivered() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(subscriber.completions.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.finished])
        #expect(a.requests == [.max(1)])
    }

    @Test func aFailureDropsTheHeldValuesAndCancelsTheOtherSides() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        a.merge(with: b).subscribe(subscriber)
        b.send(1)
        a.send(completion: .failure(.boom))
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(.boom)])
        #expect(a.cancellations == 0)
        #expect(b.cancellations == 1)
        subscriber.request(.max(1))
        #expect(subscriber.values.isEmpty)
    }

    @Test func aSidesSecondCompletionCountsOnce() {
        let (a, b) = (Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>()
        a.merge(with: b).subscribe(subscriber)
        a.send(completion: .finished)
        a.send(completion: .finished)
        #expect(subscriber.completions.isEmpty)
        b.send(5)
        b.send(completion: .finished)
        #expect(subscriber.values == [5])
        #expect(subscriber.completions == [.finished])
    }

    @Test func aSidesSecondSubscriptionIsCancelledAndSoIsEveryLinkOnCancel() {
        let (first, second, b) = (Side(), Side(), Side())
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        SubscribesTwice(first: first, second: second).merge(with: b).subscribe(subscriber)
        #expect(first.requests == [.max(1)])
        #expect(second.requests.isEmpty)
        #expect(second.cancellations == 1)
        subscriber.cancel()
        #expect(first.cancellations == 1)
        #expect(b.cancellations == 1)
    }

    @Test func aValueSentFromInsideADeliveryFollowsIt() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let link = a.merge(with: b).sink { value in
            if value == 1 { b.send(2) }
            values.append(value)
        }
        a.send(1)
        a.send(3)
        #expect(values == [1, 2, 3])
        link.cancel()
    }

    @Test func cancellingInsideTheSubscriptionLeavesTheSidesUnsubscribed() {
        let (a, b) = (Side(), Side())
        a.merge(with: b).subscribe(AnySubscriber<Int, TestError>(receiveSubscription: { $0.cancel() }))
        #expect(a.cancellations == 1)
        #expect(b.cancellations == 1)
        #expect(a.requests.isEmpty)
    }

    @Test func itDescribesItselfAndItsSidesAsCombineDoes() {
        let a = Side()
        var description = ""
        var children = -1
        a.merge(with: Side()).subscribe(
            AnySubscriber<Int, TestError>(receiveSubscription: {
                description = "\($0)"
                children = Mirror(reflecting: $0).children.count
            }))
        #expect(description == "Merge")
        #expect(children == 0)
    }

    @Test func limitedDemandFromOneThreadWhileFourSendNeverDeliversMoreThanAskedOrTwoAtOnce() {
        for _ in 0..<10 {
            let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
            let subscriber = CountingSubscriber()
            a.merge(with: b).subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 5) { thread in
                guard thread < 4 else {
                    for _ in 0..<300 { subscriber.subscription?.request(.max(1)) }
                    return
                }
                for value in 0..<2_000 { (thread.isMultiple(of: 2) ? a : b).send(value) }
            }
            #expect(subscriber.received.load(ordering: .relaxed) <= 300)
            #expect(subscriber.overlaps.load(ordering: .relaxed) == 0)
        }
    }

    @Test func sidesFinishingOnTwoThreadsWhileAThirdRequestsDeliverEveryHeldValueThenFinishOnce() {
        for _ in 0..<50 {
            let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
            a.merge(with: b).subscribe(subscriber)
            a.send(1)
            b.send(2)
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                switch thread {
                case 0: a.send(completion: .finished)
                case 1: b.send(completion: .finished)
                default: subscriber.request(.max(2))
                }
            }
            #expect(subscriber.values.sorted() == [1, 2])
            #expect(subscriber.completions == [.finished])
        }
    }

    @Test func itDeliversOneValueAtATimeFromSeveralThreads() {
        SerialDeliveryCheck.expectSerialDelivery { subject, onValue in
            subject.merge(with: Empty(completeImmediately: false)).sink(receiveValue: onValue)
        }
    }
}

/// A publisher that breaks the rules: it hands its subscriber two subscriptions.
private struct SubscribesTwice: Publisher {
    typealias Output = Int
    typealias Failure = TestError
    let first: ManualPublisher<Int, TestError>
    let second: ManualPublisher<Int, TestError>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        first.receive(subscriber: subscriber)
        second.receive(subscriber: subscriber)
    }
}

/// Counts the values it gets and the calls that overlapped another; asks for nothing itself.
private final class CountingSubscriber: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = Never
    let received = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    private let inside = Atomic<Int>(0)
    private let lock = NSLock()
    private var link: (any Subscription)?  // guarded by `lock`

    var subscription: (any Subscription)? { lock.withLock { link } }

    func receive(subscription: any Subscription) { lock.withLock { link = subscription } }

    func receive(_ input: Int) -> Subscribers.Demand {
        if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
        received.add(1, ordering: .relaxed)
        inside.subtract(1, ordering: .sequentiallyConsistent)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
