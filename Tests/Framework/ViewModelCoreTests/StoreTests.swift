import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore

/// The store itself: events reduce at once, every state is published (the current one first),
/// activity comes in causal order, feedback events arrive through the scheduler, the state is never
/// copied per event, and releasing the store stops its effects.
@Suite struct StoreTests {
    @Test func anEventIsReducedAtOnceAndEveryStateIsPublishedTheCurrentFirst() {
        let store = Store(initial: Lookup(), reduce: Lookup.reduce)
        store.send(.typed("ab"))
        var seen: [Lookup] = []
        let link = store.states.sink { seen.append($0) }
        #expect(store.state.query == "ab", "reduced inside send, no scheduler involved")
        store.send(.spin)
        store.send(.answered(Lookup.Request(text: "old", generation: 0), "OLD"))
        link.cancel()
        store.send(.spin)

        var expected = Lookup(query: "ab", request: Lookup.Request(text: "ab", generation: 1, waitsForTyping: true))
        expected.generation = 1
        var spun = expected
        spun.spinnerFrame = 1
        #expect(seen == [expected, spun, spun], "a state is published after every event, changed or not")
    }

    @Test func theStatesPublisherStartsWithTheStateWhenSubscribedNotWhenAskedFor() {
        let store = Store(initial: Lookup(), reduce: Lookup.reduce)
        let states = store.states
        store.send(.typed("x"))
        var first: Lookup?
        let link = states.sink { first = first ?? $0 }
        #expect(first?.query == "x")
        link.cancel()
    }

    @Test func activityReportsAnEventBeforeTheEffectsItsStateStarts() {
        let scheduler = TestScheduler()
        let service = LookupService()
        service.hold("a")
        let store = Store(
            initial: Lookup(), reduce: Lookup.reduce,
            feedbacks: Lookup.feedbacks(service: service, scheduler: scheduler))
        var log: [String] = []
        let link = store.activity.sink { activity in
            switch activity {
            case .reduced(let event, let feedback, let state):
                log.append("\(event) from \(feedback ?? "send") → \(state.query)")
            case .started(let name, let value):
                log.append("started \(name) \(value.map { "\($0)" } ?? "-")")
            }
        }
        store.send(.typed("a"))
        store.send(.enter)
        scheduler.advance(by: .milliseconds(100))
        #expect(
            log == [
                "typed(\"a\") from send → a",
                "started spinner -",
                "enter from send → a",
                "started lookup Request(text: \"a\", generation: 2, waitsForTyping: false)",
                "spin from spinner → a",
            ])
        #expect(store.runningEffects == ["spinner", "lookup"])
        service.release("a")
        link.cancel()
    }

    @Test func feedbackEventsArriveOnlyThroughTheScheduler() async {
        let scheduler = TestScheduler()
        let service = LookupService()
        let store = Store(
            initial: Lookup(query: "a"), reduce: Lookup.reduce,
            feedbacks: Lookup.feedbacks(service: service, scheduler: scheduler))
        store.send(.enter)
        for _ in 0..<1_000 where service.calls.isEmpty { await Task.yield() }
        for _ in 0..<1_000 { await Task.yield() }
        #expect(store.state.answer == nil, "the answer waits in the scheduler")
        await scheduler.settle { store.state.answer != nil }
        #expect(store.state.answer == "A")
    }

    @Test func reduceMutatesTheOnlyCopyOfTheState() {
        let scheduler = TestScheduler()
        var uniqueOnEveryEvent: [Bool] = []
        let store = Store(
            initial: Shared(),
            reduce: { (state: inout Shared, _: Int) in
                uniqueOnEveryEvent.append(isKnownUniquelyReferenced(&state.rows))
                state.count += 1
            },
            feedbacks: [
                .timer("ticking", every: .seconds(1), while: { $0.count < 3 }, scheduler: scheduler, sending: 0)
            ])
        let link = store.states.sink { _ in }
        store.send(1)
        scheduler.advance(by: .seconds(2))
        link.cancel()
        #expect(uniqueOnEveryEvent == [true, true, true])
    }

    @Test func releasingTheStoreCancelsItsRequestAndStopsItsTimer() async {
        let scheduler = TestScheduler()
        let service = LookupService()
        service.hold("a")
        var store: Store<Lookup, Lookup.Event>? = Store(
            initial: Lookup(query: "a"), reduce: Lookup.reduce,
            feedbacks: Lookup.feedbacks(service: service, scheduler: scheduler))
        store?.send(.enter)
        #expect(scheduler.pendingActionCount == 2, "the spinner, and the lookup starting at the end of the turn")
        await scheduler.settle { service.calls == ["a"] }
        store = nil
        #expect(scheduler.pendingActionCount == 0)
        await scheduler.settle { service.cancellations == ["a"] }
    }
}

/// A state holding a reference, so a test can see whether the store kept another copy of it.
private struct Shared: Equatable {
    final class Rows: Equatable {
        static func == (lhs: Rows, rhs: Rows) -> Bool { lhs === rhs }
    }

    var rows = Rows()
    var count = 0
}
