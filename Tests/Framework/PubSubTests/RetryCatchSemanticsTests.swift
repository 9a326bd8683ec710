import PubSub
import PubSubTestSupport
import Testing

/// `retry`, `catch` and `tryCatch` in the corners where Combine's rules are not the obvious ones: where
/// a value's answer goes, re-entrant failures, events around a subscription that has not arrived yet,
/// and what a cancel or a throwing handler leaves running.
@Suite struct RetryCatchSemanticsTests {
    @Test func retryRequestsAValuesAnswerOfTheCurrentAttemptInsteadOfReturningIt() {
        let publisher = HookedPublisher()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(3), demandPerValue: .max(5))
        publisher.retry(5).subscribe(subscriber)
        #expect(publisher.send(5) == .none)
        #expect(subscriber.values == [5])
        #expect(publisher.subscription.events == [.requested(.max(3)), .requested(.max(5))])
    }

    /// An attempt that fails from inside its own subscribe is retried after that subscribe returned, not
    /// from inside it: the retries do not nest, and each one counts.
    @Test func retryLoopsOverSynchronousFailuresInsteadOfNestingThem() {
        let publisher = HookedPublisher()
        publisher.afterSubscription = { attempt in
            switch attempt {
            case 2...5: publisher.send(completion: .failure(.boom))
            case 6: publisher.send(completion: .finished)
            default: break
            }
        }
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
        publisher.retry(5).subscribe(subscriber)
        publisher.send(completion: .failure(.boom))
        #expect(subscriber.completions == [.finished])
        #expect(publisher.subscribes == 6)
        #expect(publisher.deepestNesting == 1)
        #expect(publisher.subscription.events == Array(repeating: .requested(.max(1)), count: 6))
    }

    /// A value the next attempt sends before its subscription is delivered against the demand left, and
    /// the attempt is then asked for what is left after it.
    @Test func retryDeliversAValueSentBeforeTheNextAttemptsSubscription() {
        let publisher = HookedPublisher()
        publisher.beforeSubscription = { attempt in
            if attempt == 2 { #expect(publisher.send(1) == .none) }
        }
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .max(3), demandPerValue: .max(2))
        publisher.retry(1).subscribe(subscriber)
        publisher.send(completion: .failure(.boom))
        #expect(subscriber.values == [1])
        #expect(publisher.subscription.events == [.requested(.max(3)), .requested(.max(4))])
    }

    @Test func retryPassesOnACompletionThatArrivesBeforeAnySubscription() {
        let publisher = HookedPublisher()
        publisher.sendsSubscription = false
        let subscriber = RecordingSubscriber<Int, TestError>()
        publisher.retry(3).subscribe(subscriber)
        publisher.send(completion: .finished)
        #expect(subscriber.completions == [.finished])
        #expect(subscriber.subscriptionCount == 0)
    }

    /// A cancel while the handler's publisher is being subscribed does nothing, as in Combine: that
    /// publisher is asked for the demand left and its completion still reaches the subscriber.
    @Test func catchCancelledWhileTheReplacementSubscribesLetsTheReplacementRun() {
        func check<P: Publisher>(_ makeOperator: (ManualPublisher<Int, TestError>, HookedPublisher) -> P)
        where P.Output == Int {
            let upstream = ManualPublisher<Int, TestError>()
            let replacement = HookedPublisher()
            let subscriber = RecordingSubscriber<Int, P.Failure>(initialDemand: .max(3))
            replacement.beforeSubscription = { _ in subscriber.cancel() }
            makeOperator(upstream, replacement).subscribe(subscriber)
            upstream.send(completion: .failure(.boom))
            #expect(replacement.subscription.events == [.requested(.max(3))])
            replacement.send(completion: .finished)
            #expect(subscriber.completions.count == 1)
            #expect(upstream.cancellations == 0)
        }
        check { upstream, replacement in upstream.catch { _ in replacement } }
        check { upstream, replacement in upstream.tryCatch { _ in replacement } }
    }

    /// After the handler threw, the stream has ended, but what the upstream still sends reaches the
    /// subscriber, as Combine's does; a later completion does not.
    @Test func tryCatchPassesOnValuesTheUpstreamSendsAfterItsHandlerThrew() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        upstream.tryCatch { _ -> Just<Int> in throw TestError.other }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(.boom))
        #expect(upstream.send(-1) == .none)
        upstream.send(completion: .failure(.boom))
        #expect(subscriber.values == [1, -1])
        #expect(subscriber.completions.map { "\($0)" } == ["failure(PubSubTests.TestError.other)"])
    }
}

/// A publisher whose every subscribe runs `beforeSubscription` and `afterSubscription` (given the count
/// of subscribes so far) around handing over its one `LoggingSubscription` (unless `sendsSubscription` is
/// false); it sends to its latest subscriber and measures how deeply subscribes nest.
private final class HookedPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = TestError

    let subscription = LoggingSubscription()
    var sendsSubscription = true
    var beforeSubscription: (Int) -> Void = { _ in }
    var afterSubscription: (Int) -> Void = { _ in }
    private(set) var subscribes = 0
    private(set) var deepestNesting = 0
    private var nesting = 0
    private var subscriber: AnySubscriber<Int, TestError>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        subscribes += 1
        nesting += 1
        deepestNesting = Swift.max(deepestNesting, nesting)
        defer { nesting -= 1 }
        self.subscriber = AnySubscriber(subscriber)
        let attempt = subscribes
        beforeSubscription(attempt)
        if sendsSubscription { subscriber.receive(subscription: subscription) }
        afterSubscription(attempt)
    }

    @discardableResult
    func send(_ value: Int) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }

    func send(completion: Subscribers.Completion<TestError>) { subscriber?.receive(completion: completion) }
}

/// A subscription that logs the requests and cancels it gets.
private final class LoggingSubscription: Subscription, @unchecked Sendable {
    enum Event: Equatable {
        case requested(Subscribers.Demand)
        case cancelled
    }

    private(set) var events: [Event] = []

    func request(_ demand: Subscribers.Demand) { events.append(.requested(demand)) }
    func cancel() { events.append(.cancelled) }
}
