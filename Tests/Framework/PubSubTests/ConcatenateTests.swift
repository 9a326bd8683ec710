import PubSub
import PubSubTestSupport
import Testing

/// `append` and `prepend`: `Publishers.Concatenate`.
@Suite struct ConcatenateTests {
    @Test func theSuffixFollowsTheFinishedPrefix() {
        #expect(collect(erased([1, 2]).append(3, 4)) == [1, 2, 3, 4])
        #expect(collect(erased([3]).prepend([1, 2])) == [1, 2, 3])
        #expect(collect(erased([1]).append(erased([2]))) == [1, 2])
    }

    @Test func demandThePrefixDidNotUseGoesToTheSuffix() {
        let prefix = ManualPublisher<Int, Never>()
        let suffix = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        prefix.append(suffix).subscribe(subscriber)
        #expect(prefix.requests == [.max(3)])
        #expect(suffix.subscriptions == 0)
        prefix.send(1)
        prefix.send(completion: .finished)
        #expect(suffix.requests == [.max(2)])
        suffix.send(2)
        suffix.send(completion: .finished)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
    }

    @Test func aFailingPrefixSkipsTheSuffix() {
        let suffix = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: .boom).append(suffix).subscribe(subscriber)
        #expect(suffix.subscriptions == 0)
        #expect(subscriber.completions == [.failure(.boom)])
    }

    @Test func cancellingReachesWhicheverSideIsRunning() {
        let prefix = ManualPublisher<Int, Never>()
        let suffix = ManualPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        prefix.append(suffix).subscribe(subscriber)
        prefix.send(completion: .finished)
        subscriber.cancel()
        #expect(prefix.cancellations == 0)
        #expect(suffix.cancellations == 1)
    }

    /// As in Combine: the prefix's subscriber, the suffix's and the downstream's subscription share one
    /// `combineIdentifier` and are three distinct types.
    @Test func bothSidesShareTheSubscriptionsIdentityAsTypesOfTheirOwn() throws {
        var prefixSubscriber: (any Subscriber<Int, Never>)?
        var suffixSubscriber: (any Subscriber<Int, Never>)?
        var subscription: (any Subscription)?
        Capture { prefixSubscriber = $0 }.append(Capture { suffixSubscriber = $0 })
            .subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }))
        let prefix = try #require(prefixSubscriber)
        prefix.receive(subscription: Subscriptions.empty)
        let downstream = try #require(subscription)
        prefix.receive(completion: .finished)
        let suffix = try #require(suffixSubscriber)
        #expect(prefix.combineIdentifier == downstream.combineIdentifier)
        #expect(suffix.combineIdentifier == downstream.combineIdentifier)
        #expect(type(of: prefix) != type(of: suffix))
        #expect(type(of: suffix) != type(of: downstream))
        #expect("\(suffix)" == "Concatenate")
    }
}
