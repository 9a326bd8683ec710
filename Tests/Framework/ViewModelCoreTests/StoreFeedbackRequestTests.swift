import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore

/// `Feedback.request`: the request a state holds runs latest only, after its debounce if it has
/// one, else at the end of the scheduler's turn; its answer comes back through the scheduler; it is
/// awaited from its start (or the event that asked for it, when it starts at the end of the turn)
/// to its answer.
@Suite struct StoreFeedbackRequestTests {
    private let scheduler = TestScheduler()
    private let service = LookupService()

    private func makeStore(query: String = "") -> Store<Lookup, Lookup.Event> {
        Store(
            initial: Lookup(query: query), reduce: Lookup.reduce,
            feedbacks: Lookup.feedbacks(service: service, scheduler: scheduler))
    }

    /// A store whose lookup of "a" has started and is held.
    private func makeStoreLookingUpA() async -> Store<Lookup, Lookup.Event> {
        service.hold("a")
        let store = makeStore(query: "a")
        store.send(.enter)
        await scheduler.settle { service.calls == ["a"] }
        return store
    }

    @Test func aRequestStartsAtTheEndOfTheTurnIsAwaitedFromTheEventAndItsAnswerComesBackThroughTheScheduler() async {
        let store = makeStore(query: "a")
        #expect(!store.isAwaitingAnswer)
        store.send(.enter)
        #expect(store.isAwaitingAnswer, "awaited from the event that asked for it")
        #expect(store.startingEffects == ["lookup"])
        #expect(store.runningEffects == ["spinner"])
        #expect(service.calls == [])
        scheduler.advance()
        #expect(store.startingEffects == [])
        #expect(store.runningEffects == ["spinner", "lookup"])
        await scheduler.settle { store.state.answer != nil }
        #expect(store.state.answer == "A")
        #expect(!store.isAwaitingAnswer)
        #expect(store.runningEffects == [])
        #expect(service.calls == ["a"])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func aBurstOfEventsInOneTurnStartsOnlyTheRequestItEndsOn() async {
        let store = makeStore(query: "a")
        store.send(.enter)
        store.send(.typed("ab"))
        #expect(!store.isAwaitingAnswer, "the request about to start was replaced by one in its debounce")
        #expect(store.startingEffects == [])
        store.send(.typed("abc"))
        store.send(.enter)
        #expect(store.startingEffects == ["lookup"])
        await scheduler.settle { store.state.answer != nil }
        scheduler.advance(by: .seconds(1))
        #expect(service.calls == ["abc"], "neither the first Enter's lookup nor a debounced one started")
        #expect(store.state.answer == "ABC")
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func aNewRequestCancelsTheRunningOneWhoseAnswerNeverArrives() async {
        let store = await makeStoreLookingUpA()
        store.send(.typed("b"))
        store.send(.enter)
        await scheduler.settle { service.cancellations == ["a"] }
        await scheduler.settle { store.state.request == nil }
        service.release("a")
        scheduler.advance(by: .seconds(1))
        #expect(store.state.answer == "B")
        #expect(service.calls == ["a", "b"])
    }

    @Test func anAnswerAlreadyOnItsWayWhenItsRequestIsReplacedIsDropped() async {
        let store = makeStore(query: "a")
        var answers: [Lookup.Event] = []
        let link = store.activity.sink { activity in
            if case .reduced(let event, "lookup", _) = activity { answers.append(event) }
        }
        store.send(.enter)
        for _ in 0..<100_000 where scheduler.pendingActionCount < 2 { await Task.yield() }
        #expect(scheduler.pendingActionCount == 2, "the answer waits in the scheduler beside the spinner")
        store.send(.clear)
        #expect(!store.isAwaitingAnswer)
        scheduler.advance()
        #expect(answers == [], "the queued answer was for a request the state no longer holds")
        link.cancel()
    }

    @Test func aDebouncedRequestWaitsIsNotAwaitedMeanwhileAndAChangeRestartsTheWait() async {
        service.hold("ab")
        let store = makeStore()
        store.send(.typed("a"))
        scheduler.advance(by: .milliseconds(200))
        store.send(.typed("ab"))
        scheduler.advance(by: .milliseconds(200))
        #expect(service.calls == [])
        #expect(!store.isAwaitingAnswer, "a request in its debounce is not awaited")
        #expect(store.runningEffects == ["spinner"])
        scheduler.advance(by: .milliseconds(100))
        #expect(store.isAwaitingAnswer)
        service.release("ab")
        await scheduler.settle { store.state.answer != nil }
        #expect(service.calls == ["ab"])
        #expect(store.state.answer == "AB")
    }

    @Test func aRequestAskedForNowReplacesOneWaitingInItsDebounceAndLeavesNothingScheduled() async {
        let store = makeStore()
        store.send(.typed("a"))
        store.send(.enter)
        #expect(store.isAwaitingAnswer)
        await scheduler.settle { store.state.answer != nil }
        scheduler.advance(by: .seconds(1))
        #expect(service.calls == ["a"])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func noRequestCancelsTheRunningOne() async {
        let store = await makeStoreLookingUpA()
        store.send(.clear)
        #expect(!store.isAwaitingAnswer)
        #expect(store.runningEffects == [])
        await scheduler.settle { service.cancellations == ["a"] }
        #expect(scheduler.pendingActionCount == 0)
    }
}
