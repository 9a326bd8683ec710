import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport

/// `TestStore` itself: a run that accounts for every state, event and effect passes, and each kind
/// of omission fails the test with a message that says what was missed.
@Suite struct TestStoreTests {
    private let scheduler = TestScheduler()
    private let service = LookupService()

    private func lookup(saving saved: @escaping (String?) -> Void = { _ in }) -> TestStore<Lookup, Lookup.Event> {
        TestStore(
            initial: Lookup(), reduce: Lookup.reduce,
            feedbacks: Lookup.feedbacks(service: service, scheduler: scheduler, saved: saved), scheduler: scheduler)
    }

    /// A counter whose timer sends one tick while the count is 1.
    private func counter() -> TestStore<Int, Int> {
        TestStore(
            initial: 0, reduce: { $0 += $1 },
            feedbacks: [
                .timer("tick", every: .milliseconds(100), while: { $0 == 1 }, scheduler: scheduler, sending: 1)
            ],
            scheduler: scheduler)
    }

    /// Presses Enter on an empty lookup and accounts for the state it makes; the request it asks for.
    @discardableResult
    private func enter(_ store: TestStore<Lookup, Lookup.Event>) -> Lookup.Request {
        let request = Lookup.Request(text: "", generation: 1)
        store.send(.enter) {
            $0.generation = 1
            $0.request = request
        }
        return request
    }

    /// Runs `body` expecting every issue it records to mention all of `parts`, and at least one.
    private func expectFailure(containing parts: String..., in body: () async -> Void) async {
        await withKnownIssue {
            await body()
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return parts.allSatisfy(message.contains)
        }
    }

    @Test func aRunThatAccountsForEverythingPasses() async {
        var saved: [String?] = []
        service.hold("a")
        let store = lookup { saved.append($0) }
        let typed = Lookup.Request(text: "a", generation: 1, waitsForTyping: true)
        store.send(.typed("a")) {
            $0.query = "a"
            $0.generation = 1
            $0.request = typed
        }
        store.expectEffect("spinner")
        scheduler.advance(by: .milliseconds(200))
        await store.receive(.spin) { $0.spinnerFrame = 1 }
        await store.receive(.spin) { $0.spinnerFrame = 2 }
        scheduler.advance(by: .milliseconds(100))
        store.expectEffect("lookup", typed)
        await store.receive(.spin) { $0.spinnerFrame = 3 }
        #expect(store.store.isAwaitingAnswer)
        service.release("a")
        await store.receive(.answered(typed, "A")) {
            $0.request = nil
            $0.answer = "A"
        }
        store.expectEffect("saved", "A")
        store.send(.spin) { $0.spinnerFrame = 4 }
        #expect(saved == ["A"])
    }

    @Test func skippingAFeedbackPassesItsEventsAndTheirStatesCarryOver() async {
        service.hold("")
        let store = lookup()
        store.skip("spinner")
        let asked = enter(store)
        store.expectEffect("lookup", asked)
        scheduler.advance(by: .milliseconds(250))
        service.release("")
        await store.receive(.answered(asked, "")) {
            $0.spinnerFrame = 2
            $0.request = nil
            $0.answer = ""
        }
        store.expectEffect("saved", "")
        store.send(.spin) { $0.spinnerFrame = 3 }
    }

    @Test func aStateThatDiffersFailsWithTheFieldsThatDiffer() async {
        await expectFailure(containing: "after sending typed(\"a\")", ".generation:", "− 0", "+ 1", ".request:") {
            let store = TestStore(initial: Lookup(), reduce: Lookup.reduce)
            store.send(.typed("a")) { $0.query = "a" }
        }
    }

    @Test func anEffectNotAccountedForFailsTheTestAtTheEnd() async {
        await expectFailure(containing: "The test ended with", "an effect started: saved") {
            let store = TestStore(
                initial: Lookup(), reduce: Lookup.reduce, feedbacks: [.write("saved", \.answer) { _ in }])
            let request = enter(store)
            store.send(.answered(request, "A")) {
                $0.request = nil
                $0.answer = "A"
            }
        }
    }

    @Test func anEventNotReceivedFailsTheTestAtTheEnd() async {
        await expectFailure(containing: "The test ended with", "an event to receive: 1 from tick") {
            let store = counter()
            store.send(1) { $0 = 1 }
            store.expectEffect("tick")
            scheduler.advance(by: .milliseconds(100))
        }
    }

    @Test func sendingBeforeAccountingForWhatHappenedFails() async {
        await expectFailure(containing: "Before sending 5", "an effect started: tick") {
            let store = counter()
            store.send(1) { $0 = 1 }
            store.send(5) { $0 = 6 }
        }
    }

    @Test func receivingBeforeAccountingForAnEffectFails() async {
        await expectFailure(containing: "Before receiving 1", "an effect started: tick") {
            let store = counter()
            store.send(1) { $0 = 1 }
            scheduler.advance(by: .milliseconds(100))
            await store.receive(1) { $0 = 2 }
        }
    }

    @Test func aDifferentEventOrEffectFails() async {
        await expectFailure(containing: "Received 1 from tick, expected 7") {
            let store = counter()
            store.send(1) { $0 = 1 }
            store.expectEffect("tick")
            scheduler.advance(by: .milliseconds(100))
            await store.receive(7) { $0 = 2 }
        }
        await expectFailure(containing: "The effect lookup started with", "expected Request(text: \"b\"") {
            let store = lookup()
            store.skip("spinner")
            enter(store)
            store.expectEffect("lookup", Lookup.Request(text: "b", generation: 1))
            await store.receive(.answered(Lookup.Request(text: "", generation: 1), "")) {
                $0.request = nil
                $0.answer = ""
            }
            store.expectEffect("saved", "")
        }
        await expectFailure(containing: "Expected the effect lookup to start, but none did") {
            let store = counter()
            store.expectEffect("lookup")
        }
    }

    @Test func anEffectStillRunningAtTheEndFails() async {
        service.hold("")
        await expectFailure(containing: "Effects still running at the end of the test: [\"lookup\"]") {
            let store = lookup()
            store.skip("spinner")
            enter(store)
            store.expectEffect("lookup", Lookup.Request(text: "", generation: 1))
        }
        service.release("")
    }

    @Test func waitingForAnEventNothingWillSendFailsAtOnce() async {
        await expectFailure(containing: "Expected to receive 1, but nothing was on its way") {
            let store = counter()
            store.send(1) { $0 = 1 }
            store.expectEffect("tick")
            await store.receive(1)  // the tick is 100 ms away and the clock does not move
            store.skip("tick")
        }
    }

    @Test func waitingForAnAnswerThatNeverComesFailsAfterTheTimeout() async {
        service.hold("")
        await expectFailure(containing: "Expected to receive", "but no answer came within 0.01 seconds") {
            let store = lookup()
            store.receiveTimeout = .milliseconds(10)
            store.skip("spinner")
            enter(store)
            store.expectEffect("lookup", Lookup.Request(text: "", generation: 1))
            await store.receive(.answered(Lookup.Request(text: "", generation: 1), ""))
            store.skip("lookup")
        }
        service.release("")
    }

    @Test func aStoreAlreadyRunningEffectsCannotBeWatchedExhaustively() async {
        await expectFailure(containing: "Effects were running before the test store watched: [\"tick\"]") {
            let running = Store(
                initial: 0, reduce: { (count: inout Int, step: Int) in count += step },
                feedbacks: [.timer("tick", every: .seconds(1), while: { $0 > 0 }, scheduler: scheduler, sending: 1)])
            running.send(1)
            let store = TestStore(running, scheduler: scheduler)
            store.skip("tick")
        }
    }
}
