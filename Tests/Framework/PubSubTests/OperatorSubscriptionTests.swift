import PubSub
import PubSubTestSupport
import Testing

/// Operators whose subscriber is also their downstream's subscription, as Combine's are: it carries
/// the operator's name, passes demand on, and lets the downstream go when the stream ends.
@Suite struct OperatorSubscriptionTests {
    @Test func theDownstreamsSubscriptionIsNamedAfterTheOperator() {
        let expected: [(String, (ManualPublisher<Int, TestError>) -> String)] = [
            ("Collect", { subscriptionName(of: $0.collect()) }),
            ("ReplaceError", { subscriptionName(of: $0.replaceError(with: 0)) }),
            ("TryMap", { subscriptionName(of: $0.tryMap { $0 }) }),
            ("RemoveDuplicates", { subscriptionName(of: $0.removeDuplicates()) }),
            ("HandleEvents", { subscriptionName(of: $0.handleEvents()) }),
        ]
        for (name, described) in expected {
            #expect(described(ManualPublisher()) == name)
        }
        #expect(subscriptionName(of: Future<Int, Never> { _ in }) == "Future")
        #expect(subscriptionName(of: Future<Int, TestError> { _ in }) == "Future")
    }

    @Test func collectAsksUpstreamOnlyAfterItsSubscriberHasTheSubscription() {
        let upstream = ManualPublisher<Int, Never>()
        var requestsSeenBySubscriber: [Subscribers.Demand]?
        upstream.collect().subscribe(
            AnySubscriber<[Int], Never>(receiveSubscription: { _ in requestsSeenBySubscriber = upstream.requests }))
        #expect(requestsSeenBySubscriber == [])
        #expect(upstream.requests == [.unlimited])
    }

    @Test func replaceErrorPassesTheDownstreamsDemandUpAndWaitsWithTheReplacement() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.replaceError(with: 9).subscribe(subscriber)
        #expect(upstream.requests == [.max(1)])
        upstream.send(1)
        upstream.send(completion: .failure(TestError.boom))
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 9])
        #expect(subscriber.completions.count == 1)
    }

    @Test func removeDuplicatesCancelsASecondSubscription() {
        let first = ManualPublisher<Int, Never>()
        let second = ManualPublisher<Int, Never>()
        var inner: (any Subscriber<Int, Never>)?
        let capture = Capture { inner = $0 }
        capture.removeDuplicates().subscribe(RecordingSubscriber<Int, Never>())
        guard let inner else {
            Issue.record("removeDuplicates did not subscribe")
            return
        }
        first.subscribe(inner)
        second.subscribe(inner)
        #expect(first.cancellations == 0)
        #expect(second.cancellations == 1)
    }

    @Test func handleEventsReportsDemandReturnedForAValueAndDropsItsHooksAtCompletion() {
        let upstream = ManualPublisher<Int, Never>()
        var requests: [Subscribers.Demand] = []
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            upstream.handleEvents(receiveOutput: { _ in probe.touch() }, receiveRequest: { requests.append($0) })
                .subscribe(RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(2)))
        }
        upstream.send(1)
        #expect(requests == [.max(1), .max(2)])
        upstream.send(completion: .finished)
        #expect(weakProbe == nil)
    }

    @Test func aFutureLetsItsSubscriberGoOnceItDelivered() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        weak var weakSubscriber: RecordingSubscriber<Int, Never>?
        do {
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
            weakSubscriber = subscriber
            future.subscribe(subscriber)
        }
        #expect(weakSubscriber != nil)
        promise?(.success(1))
        #expect(weakSubscriber == nil)
    }

    @Test func aFutureDeliversAFailureWithoutDemandAndAValueOnlyOnRequest() {
        let failing = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        Future<Int, TestError> { $0(.failure(TestError.boom)) }.subscribe(failing)
        #expect(failing.completions.count == 1)
        let succeeding = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        Future<Int, TestError> { $0(.success(4)) }.subscribe(succeeding)
        #expect(succeeding.values.isEmpty)
        succeeding.request(.max(1))
        #expect(succeeding.values == [4])
    }

    @Test func dropFirstHandsItsSubscriptionOverBeforeTheUpstreamAnswers() {
        var inner: (any Subscriber<Int, Never>)?
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(10))
        Capture { inner = $0 }.dropFirst(4).subscribe(subscriber)
        #expect(subscriber.subscriptionCount == 1)
        let upstream = ManualPublisher<Int, Never>()
        if let inner { upstream.subscribe(inner) }
        #expect(upstream.requests == [.max(14)])
    }

    @Test func shareDisconnectsWhenItsLastSubscriberCancels() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.share()
        let first = shared.sink { _ in }
        let second = shared.sink { _ in }
        #expect(upstream.subscriptions == 1)
        first.cancel()
        #expect(upstream.cancellations == 0)
        second.cancel()
        #expect(upstream.cancellations == 1)
        #expect(subscriptionName(of: shared) == "Multicast")
    }

    @Test func aNegativeRetryCountRetriesForeverAsInCombine() {
        var attempts = 0
        let flaky = Deferred {
            attempts += 1
            let result: Result<Int, TestError> = attempts < 5 ? .failure(.boom) : .success(7)
            return result.publisher
        }
        let subscriber = RecordingSubscriber<Int, TestError>()
        flaky.retry(-1).subscribe(subscriber)
        #expect(attempts == 5)
        #expect(subscriber.values == [7])
    }

    @Test func tryScanLetsGoOfTheSubjectsSubscriptionWhenTheStreamFinishes() {
        weak var weakSubscriber: HoldingSubscriber?
        do {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = HoldingSubscriber()
            weakSubscriber = subscriber
            subject.tryScan(0, +).subscribe(subscriber)
            subject.send(completion: .finished)
        }
        #expect(weakSubscriber == nil)
    }

    @Test func misuseTrapsAsInCombine() async {
        await #expect(processExitsWith: .failure) {
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
            Future<Int, Never> { _ in }.subscribe(subscriber)
            subscriber.request(.none)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, TestError>()
            upstream.replaceError(with: 0).subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
            upstream.send(1)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, TestError>()
            upstream.catch { _ in Just(0) }.subscribe(RecordingSubscriber<Int, Never>(initialDemand: .none))
            upstream.send(1)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, TestError>()
            upstream.retry(1).subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .max(1)))
            upstream.send(1)
            upstream.send(2)
        }
        await #expect(processExitsWith: .failure) {
            var inner: (any Subscriber<Int, Never>)?
            Capture { inner = $0 }.retry(1).subscribe(RecordingSubscriber<Int, Never>())
            _ = inner?.receive(1)
        }
    }
}

/// What the first subscription `publisher` hands a subscriber calls itself.
private func subscriptionName<P: Publisher>(of publisher: P) -> String {
    var description = ""
    publisher.subscribe(AnySubscriber(receiveSubscription: { description = "\($0)" }))
    return description
}

/// Keeps its subscription until the stream completes, as a subscriber written for Combine may.
private final class HoldingSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = any Error
    private var subscription: (any Subscription)?

    func receive(subscription: any Subscription) { self.subscription = subscription }
    func receive(_ input: Int) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<any Error>) { subscription = nil }
}
