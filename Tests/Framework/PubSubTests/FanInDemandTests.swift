import PubSub
import PubSubTestSupport
import Testing

/// The operators that follow several publishers pass the downstream's demand on, as Combine's do,
/// where they asked for `.unlimited` and buffered: `switchToLatest`, `flatMap`, `zip`, `combineLatest`.
@Suite struct FanInDemandTests {
    private typealias Inner = ManualPublisher<Int, TestError>

    @Test func switchToLatestHandsTheOutstandingDemandToEachNewInnerPublisher() {
        let outer = ManualPublisher<Inner, TestError>()
        let first = Inner()
        let second = Inner()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        #expect(outer.requests == [.unlimited])
        outer.send(first)
        #expect(first.requests == [.max(3)])
        first.send(1)
        subscriber.request(.max(4))
        #expect(first.requests == [.max(3), .max(4)])
        outer.send(second)
        #expect(first.cancellations == 1)
        #expect(second.requests == [.max(6)])
        #expect(subscriber.values == [1])
    }

    @Test func switchToLatestDescribesItsSubscriptionAsCombineDoes() {
        var description = ""
        ManualPublisher<Inner, TestError>().switchToLatest()
            .subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
        #expect(description == "SwitchToLatest")
    }

    @Test func switchToLatestTrapsOnAValueNobodyAskedFor() async {
        await #expect(processExitsWith: .failure) {
            let outer = ManualPublisher<Inner, TestError>()
            let inner = Inner()
            outer.switchToLatest().subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .none))
            outer.send(inner)
            inner.send(1)
        }
    }

    @Test func flatMapAsksOneValueAtATimeUnderLimitedDemand() {
        let upstream = ManualPublisher<Inner, TestError>()
        let inner = Inner()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
        upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(subscriber)
        #expect(upstream.requests == [.max(1)])
        upstream.send(inner)
        #expect(inner.requests == [.max(1)])
        #expect(inner.send(1) == .max(1))
        #expect(inner.send(2) == .none)
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2])
        #expect(inner.requests == [.max(1), .max(1)])
        inner.send(completion: .finished)
        #expect(upstream.requests == [.max(1), .max(1)])
    }

    @Test func flatMapAsksEveryInnerPublisherForEverythingOnceDemandIsUnlimited() {
        let upstream = ManualPublisher<Inner, TestError>()
        let inner = Inner()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.flatMap { $0 }.subscribe(subscriber)
        upstream.send(inner)
        inner.send(1)
        subscriber.request(.unlimited)
        #expect(subscriber.values == [1])
        #expect(inner.requests == [.max(1), .unlimited])
    }

    @Test func flatMapDescribesItsSubscriptionAsCombineDoes() {
        var description = ""
        ManualPublisher<Inner, TestError>().flatMap { $0 }
            .subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
        #expect(description == "FlatMap")
    }

    @Test func flatMapTrapsOnARequestForNothing() async {
        await #expect(processExitsWith: .failure) {
            ManualPublisher<Inner, TestError>().flatMap { $0 }
                .subscribe(AnySubscriber(receiveSubscription: { $0.request(.none) }))
        }
    }

    @Test func zipPassesRequestsToBothSidesAndAnswersTheCompletingSideWithNewDemand() {
        let first = Inner()
        let second = Inner()
        let subscriber = RecordingSubscriber<(Int, Int), TestError>(initialDemand: .max(2), demandPerValue: .max(1))
        first.zip(second).subscribe(subscriber)
        #expect(first.requests == [.max(2)])
        #expect(second.requests == [.max(2)])
        #expect(first.send(1) == .none)
        #expect(second.send(2) == .max(1))
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 2]])
        #expect(first.requests == [.max(2)])
        #expect(second.requests == [.max(2)])
    }

    @Test func combineLatestPassesEachRequestToEverySide() {
        let first = Inner()
        let second = Inner()
        let third = Inner()
        let subscriber = RecordingSubscriber<(Int, Int, Int), TestError>(initialDemand: .max(1))
        first.combineLatest(second, third).subscribe(subscriber)
        subscriber.request(.max(2))
        for side in [first, second, third] { #expect(side.requests == [.max(1), .max(2)]) }
    }

    @Test func combineLatestDropsACombinationBeyondTheDemand() {
        let first = Inner()
        let second = Inner()
        let subscriber = RecordingSubscriber<(Int, Int), TestError>(initialDemand: .max(1))
        first.combineLatest(second).subscribe(subscriber)
        #expect(first.send(1) == .none)
        #expect(second.send(10) == .none)
        #expect(first.send(2) == .none)
        subscriber.request(.max(1))
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 10]])
        #expect(first.send(3) == .none)
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 10], [3, 10]])
    }

    @Test func combineLatestAnswersTheDeliveringSideWithNewDemandAndAsksTheOthers() {
        let first = Inner()
        let second = Inner()
        let subscriber = RecordingSubscriber<(Int, Int), TestError>(initialDemand: .max(1), demandPerValue: .max(1))
        first.combineLatest(second).subscribe(subscriber)
        #expect(first.send(1) == .none)
        #expect(second.send(10) == .max(1))
        #expect(first.requests == [.max(1), .max(1)])
        #expect(second.requests == [.max(1)])
    }

    @Test func combineLatestDescribesItsSubscriptionAsCombineDoes() {
        var description = ""
        Inner().combineLatest(Inner(), Inner()).subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
        #expect(description == "CombineLatest")
    }

    @Test func zipHandsItsSubscriptionDownOnceBothSidesHaveSubscribed() {
        var description = ""
        Inner().zip(Inner()).subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
        #expect(description == "Zip")
    }

    @Test func zipTrapsOnARequestForNothing() async {
        await #expect(processExitsWith: .failure) {
            Inner().zip(Inner()).subscribe(AnySubscriber(receiveSubscription: { $0.request(.none) }))
        }
    }

    @Test func flatMapDeliversOneValueAtATimeFromSeveralThreads() {
        SerialDeliveryCheck.expectSerialDelivery { subject, onValue in
            subject.flatMap { Just($0) }.sink(receiveValue: onValue)
        }
    }

    @Test func zipDeliversOnePairAtATimeFromSeveralThreads() {
        SerialDeliveryCheck.expectSerialDelivery { subject, onValue in
            subject.zip(subject).sink { onValue($0.0) }
        }
    }
}
