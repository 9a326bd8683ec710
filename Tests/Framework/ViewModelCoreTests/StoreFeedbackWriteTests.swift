import PubSub
import Testing
import ViewModelCore

/// `Feedback.write`: writes a value each time it changes, never the initial one.
@Suite struct StoreFeedbackWriteTests {
    @Test func writesEachChangeOnceAndNotTheInitialValue() {
        var written: [String?] = []
        var started: [(String, String?)] = []
        let store = Store(
            initial: Lookup(answer: "first"), reduce: Lookup.reduce,
            feedbacks: [.write("saved", \.answer) { written.append($0) }])
        let link = store.activity.sink { activity in
            if case .started(let name, let value) = activity { started.append((name, value as? String)) }
        }
        let request = Lookup.Request(text: "", generation: 1)
        store.send(.enter)
        store.send(.answered(request, "second"))
        store.send(.spin)
        store.send(.enter)
        store.send(.answered(Lookup.Request(text: "", generation: 2), "second"))
        #expect(written == ["second"])
        #expect(started.map(\.0) == ["saved"])
        #expect(started.map(\.1) == ["second"])
        #expect(store.runningEffects == [], "a write is over once done")
        link.cancel()
    }
}
