import PubSub
import PubSubTestSupport
import Testing

/// The operators that follow several publishers pass the downstream's demand on, as Combine's do,
/// where they asked for `.unlimited` and buffered: `switchToLatest`, `flatMap`, `zip`.
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
}
