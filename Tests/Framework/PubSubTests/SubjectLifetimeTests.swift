import Dispatch
import PubSub
import Testing

/// A subject's subscription lets go of its subscriber once cancelled or completed, as Combine's does, so
/// a subscriber that keeps its own subscription (a cycle until then) is freed at the end.
@Suite struct SubjectLifetimeTests {
    /// How a test ends the stream.
    enum Ending: CaseIterable {
        case cancel, cancelInsideDelivery, finished, failure
    }

    /// A subscriber that keeps its subscription, as Combine's test subscribers do.
    final class Keeper: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = TestError
        var subscription: (any Subscription)?
        var received: [Int] = []
        var cancelsOnValue = false
        var onValue: () -> Void = {}

        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            received.append(input)
            onValue()
            if cancelsOnValue, input != 0 { subscription?.cancel() }  // not on a current value's replayed 0
            return .none
        }

        func receive(completion: Subscribers.Completion<TestError>) {}
    }

    /// Subscribes a `Keeper` to `subject` (directly or through `map`), ends the stream as `ending` says
    /// and returns the subscriber weakly, with what it received.
    private static func run(
        _ subject: some Subject<Int, TestError>, throughMap: Bool, ending: Ending
    ) -> (gone: Bool, received: [Int]) {
        weak var weakKeeper: Keeper?
        var received: [Int] = []
        do {
            let keeper = Keeper()
            weakKeeper = keeper
            keeper.cancelsOnValue = ending == .cancelInsideDelivery
            if throughMap { subject.map { $0 * 10 }.subscribe(keeper) } else { subject.subscribe(keeper) }
            subject.send(1)
            switch ending {
            case .cancel: keeper.subscription?.cancel()
            case .cancelInsideDelivery: break
            case .finished: subject.send(completion: .finished)
            case .failure: subject.send(completion: .failure(.boom))
            }
            subject.send(2)
            received = keeper.received
        }
        return (weakKeeper == nil, received)
    }

    @Test(arguments: Ending.allCases, [false, true])
    func passthroughSubjectLetsGoOfItsSubscriberAtTheEnd(ending: Ending, throughMap: Bool) {
        let (gone, received) = Self.run(PassthroughSubject<Int, TestError>(), throughMap: throughMap, ending: ending)
        #expect(gone)
        #expect(received == [throughMap ? 10 : 1])
    }

    @Test(arguments: Ending.allCases, [false, true])
    func currentValueSubjectLetsGoOfItsSubscriberAtTheEnd(ending: Ending, throughMap: Bool) {
        let (gone, received) = Self.run(CurrentValueSubject<Int, TestError>(0), throughMap: throughMap, ending: ending)
        #expect(gone)
        #expect(received == (throughMap ? [0, 10] : [0, 1]))
    }

    /// Kept while the stream runs: only the end lets go.
    @Test func aLiveSubscriptionKeepsItsSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakKeeper: Keeper?
        do {
            let keeper = Keeper()
            weakKeeper = keeper
            subject.subscribe(keeper)
        }
        subject.send(3)
        #expect(weakKeeper?.received == [3])
        weakKeeper?.subscription?.cancel()
        #expect(weakKeeper == nil)
    }

    /// A cancel from this thread while another thread is inside the subscriber's `receive`: the subscription
    /// lets go only once that call has returned, never during it.
    @Test func aCancelDuringADeliveryOnAnotherThreadLetsGoAfterTheCall() {
        let subject = PassthroughSubject<Int, TestError>()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        weak var weakKeeper: Keeper?
        do {
            let keeper = Keeper()
            keeper.onValue = {
                entered.signal()
                proceed.wait()
            }
            weakKeeper = keeper
            subject.subscribe(keeper)
        }
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { subject.send(1) }
        entered.wait()
        weakKeeper?.subscription?.cancel()
        #expect(weakKeeper != nil, "let go while its call still runs")
        proceed.signal()
        sender.wait()
        #expect(weakKeeper == nil, "kept after its call returned")
    }

    /// As Combine's, a subject's subscription keeps its subject until it ends (CombineX's
    /// PassthroughSubjectSpec and CurrentValueSubjectSpec 3.5/3.6).
    @Test(arguments: [false, true], [false, true])
    func aSubscriptionKeepsItsSubjectUntilItEnds(current: Bool, cancels: Bool) {
        let (keptWhileLive, goneAtEnd) =
            current
            ? Self.subjectLifetime(cancels: cancels) { CurrentValueSubject<Int, TestError>(0) }
            : Self.subjectLifetime(cancels: cancels) { PassthroughSubject<Int, TestError>() }
        #expect(keptWhileLive)
        #expect(goneAtEnd)
    }

    /// Subscribes a `Keeper` to a subject nobody else keeps, then ends the subscription.
    private static func subjectLifetime<S: Subject & AnyObject>(
        cancels: Bool, _ make: () -> S
    ) -> (keptWhileLive: Bool, goneAtEnd: Bool) where S.Output == Int, S.Failure == TestError {
        let keeper = Keeper()
        weak var weakSubject: S?
        do {
            let subject = make()
            weakSubject = subject
            subject.subscribe(keeper)
        }
        let keptWhileLive = weakSubject != nil
        if cancels { keeper.subscription?.cancel() } else { weakSubject?.send(completion: .finished) }
        return (keptWhileLive, weakSubject == nil)
    }
}
