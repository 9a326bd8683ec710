import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport

/// A child feature nested in its parent's store: `Reducer.scope`/`ifLet` hand the child its own
/// events, the parent sees them after, `Store.Feedback.scope`/`ifLet` run the child's effects in
/// the parent's store under the child's name, and `TestStore` accounts for all of it.
@Suite struct StoreCompositionTests {
    private let scheduler = TestScheduler()
    private let service = LookupService()

    private func pair() -> TestStore<Pair, Pair.Event> {
        TestStore(
            initial: Pair(), reduce: Pair.reducer.reduce,
            feedbacks: Pair.feedbacks(service: service, scheduler: scheduler), scheduler: scheduler)
    }

    @Test func aChildsEventsReachItsStateAndItsEffectsRunUnderItsName() async {
        let store = pair()
        let request = Lookup.Request(text: "", generation: 1)
        store.send(.main(.enter)) {
            $0.main.generation = 1
            $0.main.request = request
            $0.enters = 1
        }
        store.expectEffect("main.spinner")
        store.expectEffect("main.lookup", request)
        await store.receive(.main(.answered(request, ""))) {
            $0.main.request = nil
            $0.main.answer = ""
        }
        store.expectEffect("main.saved", "")
        #expect(service.calls == [""])
    }

    @Test func theParentSeesItsChildsEventsAfterTheChildReducedThem() async {
        let store = pair()
        store.send(.openExtra) { $0.extra = Lookup() }
        store.skip("main.spinner")
        store.skip("main.lookup")
        store.skip("extra.spinner")
        store.skip("extra.lookup")
        store.send(.main(.typed("ab"))) {
            $0.main.query = "ab"
            $0.main.generation = 1
            $0.main.request = Lookup.Request(text: "ab", generation: 1, waitsForTyping: true)
        }
        store.send(.main(.enter)) {
            $0.main.generation = 2
            $0.main.request = Lookup.Request(text: "ab", generation: 2)
            $0.enters = 1
            $0.extra?.query = "ab"
            $0.extra?.generation = 1
            $0.extra?.request = Lookup.Request(text: "ab", generation: 1, waitsForTyping: true)
        }
        store.send(.main(.clear)) {
            $0.main.query = ""
            $0.main.request = nil
        }
        store.send(.closeExtra) { $0.extra = nil }
    }

    @Test func anOptionalChildsEffectsEndWhenItGoesAndItsLateEventsAreDropped() async {
        service.hold("x")
        let store = pair()
        store.send(.openExtra) { $0.extra = Lookup() }
        store.send(.extra(.typed("x"))) {
            $0.extra?.query = "x"
            $0.extra?.generation = 1
            $0.extra?.request = Lookup.Request(text: "x", generation: 1, waitsForTyping: true)
        }
        store.expectEffect("extra.spinner")
        scheduler.advance(by: Lookup.typingRest)
        store.skip("extra.spinner")
        store.expectEffect("extra.lookup", Lookup.Request(text: "x", generation: 1, waitsForTyping: true))
        #expect(store.store.runningEffects.contains("extra.lookup"))
        store.send(.closeExtra) { $0.extra = nil }
        #expect(store.store.runningEffects.isEmpty)
        #expect(!store.store.isAwaitingAnswer)
        await waitUntil { service.cancellations == ["x"] }
        // An event for a child that is not there changes nothing.
        store.send(.extra(.enter))
    }

    @Test func aParentThatForgetsItsChildsEffectFailsTheTest() {
        withKnownIssue {
            let store = pair()
            store.skip("main.lookup")
            store.send(.main(.enter)) {
                $0.main.generation = 1
                $0.main.request = Lookup.Request(text: "", generation: 1)
                $0.enters = 1
            }
            store.send(.main(.clear)) {
                $0.main.request = nil
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("an effect started: main.spinner")
        }
    }

    @Test func aScopedStoreShowsItsPartAndSendsThroughItsParent() {
        let parent = Store(initial: Pair(), reduce: Pair.reducer.reduce)
        let main = parent.scope(state: \.main, event: Pair.Event.main)
        var seen: [String] = []
        let link = main.states.sink { seen.append($0.query) }
        main.send(.typed("a"))
        #expect(parent.state.main.query == "a")
        #expect(main.state.query == "a")
        parent.send(.main(.typed("ab")))
        #expect(main.state.query == "ab")
        #expect(seen == ["", "a", "ab"])
        link.cancel()
    }

    /// Polls `condition` on the test's task until it holds (a cancellation lands on the pool).
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        #expect(condition())
    }
}
