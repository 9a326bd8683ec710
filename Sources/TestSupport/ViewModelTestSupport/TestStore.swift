import Foundation
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore

/// Runs a `Store` on a `TestScheduler` and makes the test account for everything it does, in the
/// spirit of TCA's `TestStore`: each event the test sends (`send`) and each event a feedback sends
/// back (`receive`) must come with the state it makes, and each effect a feedback starts with its
/// request or value (`expectEffect`), in the order they happened — or be skipped by feedback name
/// (`skip`). Anything left unasserted fails the test when the test store goes away, as does an
/// effect still running or about to start then. A state that differs is shown as a diff of its fields.
///
/// Threading: use it from one test, like the store it drives; `receive` awaits on the caller's
/// actor while the scheduler delivers answers from the feedbacks' tasks.
public final class TestStore<State: Equatable, Event: Equatable> {
    /// The store under test.
    public let store: Store<State, Event>
    /// How long `receive` waits at most for an answer a request is awaiting (answers come from
    /// tasks on the shared thread pool, which a busy test run may keep waiting): a guard against a
    /// hang, not a speed limit.
    public var receiveTimeout: Duration = .seconds(300)

    private let scheduler: TestScheduler
    private let createdAt: SourceLocation
    private var pending: [StoreActivity<State, Event>] = []
    private var accountedState: State
    private var skipped: Set<String> = []
    private var watch: AnyCancellable?

    /// Watches `store` from now on. A store that already runs effects fails the test: they started
    /// where the test could not see them.
    public init(
        _ store: Store<State, Event>, scheduler: TestScheduler, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.store = store
        self.scheduler = scheduler
        createdAt = sourceLocation
        accountedState = store.state
        if !store.runningEffects.isEmpty {
            Issue.record(
                "Effects were running before the test store watched: \(store.runningEffects)",
                sourceLocation: sourceLocation)
        }
        watch = store.activity.sink { [weak self] activity in self?.pending.append(activity) }
    }

    /// A store built from its parts, watched from its first state.
    public convenience init(
        initial: State,
        reduce: @escaping (inout State, Event) -> Void,
        feedbacks: [Store<State, Event>.Feedback] = [],
        scheduler: TestScheduler = TestScheduler(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(
            Store(initial: initial, reduce: reduce, feedbacks: feedbacks), scheduler: scheduler,
            sourceLocation: sourceLocation)
    }

    deinit {
        dropSkipped()
        if !pending.isEmpty {
            Issue.record(Comment(rawValue: "The test ended with " + unaccounted(pending)), sourceLocation: createdAt)
        }
        let running = store.runningEffects.filter { !skipped.contains($0) }
        if !running.isEmpty {
            Issue.record("Effects still running at the end of the test: \(running)", sourceLocation: createdAt)
        }
        let starting = store.startingEffects.filter { !skipped.contains($0) }
        if !starting.isEmpty {
            Issue.record("Effects about to start at the end of the test: \(starting)", sourceLocation: createdAt)
        }
    }

    /// The store's state now.
    public var state: State { store.state }

    /// Sends `event` and checks the state it makes: the last state the test accounted for, changed
    /// by `update` (no `update`: unchanged). Everything before must have been accounted for.
    public func send(
        _ event: Event, assert update: ((inout State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        dropSkipped()
        if !pending.isEmpty {
            Issue.record(
                Comment(rawValue: "Before sending \(event), the test left " + unaccounted(pending)),
                sourceLocation: sourceLocation)
            take(pending.count)
        }
        store.send(event)
        guard case .reduced(_, nil, let state)? = pending.first else { return }
        pending.removeFirst()
        check(state, after: "sending \(event)", update, sourceLocation)
    }

    /// Waits for the next event a feedback sends — running what is due on the scheduler, never
    /// moving its clock, for as long as a request awaits its answer — checks it is `event`, and
    /// checks its state like `send`. Effects started before it must have been accounted for.
    public nonisolated(nonsending) func receive(
        _ event: Event, assert update: ((inout State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard let index = await nextReduced() else {
            let why =
                store.isAwaitingAnswer
                ? "no answer came within \(receiveTimeout)" : "nothing was on its way (no request awaited an answer)"
            Issue.record("Expected to receive \(event), but \(why)", sourceLocation: sourceLocation)
            return
        }
        if index > 0 {
            let earlier = Array(pending.prefix(index))
            Issue.record(
                Comment(rawValue: "Before receiving \(event), the test left " + unaccounted(earlier)),
                sourceLocation: sourceLocation)
            take(index)
        }
        guard case .reduced(let received, let feedback, let state) = pending.removeFirst() else { return }
        if received != event {
            Issue.record(
                "Received \(received) from \(feedback ?? "the test"), expected \(event)", sourceLocation: sourceLocation
            )
        }
        check(state, after: "receiving \(received)", update, sourceLocation)
    }

    /// Checks that the feedback `name` started an effect — a request, a timer, a write — with
    /// `value` (`nil` for a timer), since the last event accounted for. A request that starts at
    /// the end of the turn is started first: the scheduler runs what is due now, its clock unmoved.
    public func expectEffect(
        _ name: String, _ value: (any Equatable)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if store.startingEffects.contains(name), !pending.contains(where: { Self.isStart(of: name, $0) }) {
            scheduler.advance()
        }
        dropSkipped()
        let effects = pending.prefix { if case .started = $0 { true } else { false } }
        guard
            let index = effects.firstIndex(where: { Self.isStart(of: name, $0) }),
            case .started(_, let started) = pending[index]
        else {
            Issue.record(
                Comment(
                    rawValue: "Expected the effect \(name) to start, but "
                        + (effects.isEmpty ? "none did" : "only these did:\n" + bullets(Array(effects)))),
                sourceLocation: sourceLocation)
            return
        }
        pending.remove(at: index)
        if !Self.same(value, started) {
            Issue.record(
                "The effect \(name) started with \(Self.text(started)), expected \(Self.text(value))",
                sourceLocation: sourceLocation)
        }
    }

    /// Stops checking the feedback `name`: the effects it starts and the events it sends pass
    /// unasserted from now on (those pending too), and the next check starts from the state they
    /// made. Its effects may still run when the test ends.
    public func skip(_ name: String) {
        skipped.insert(name)
    }

    /// The index of the first event reduced that the test must account for, once there is one;
    /// `nil` when none can come (no request awaits an answer) or none came within `receiveTimeout`.
    private nonisolated(nonsending) func nextReduced() async -> Int? {
        let deadline = ContinuousClock.now.advanced(by: receiveTimeout)
        while true {
            scheduler.advance()
            dropSkipped()
            if let index = pending.firstIndex(where: { if case .reduced = $0 { true } else { false } }) {
                return index
            }
            guard store.isAwaitingAnswer, ContinuousClock.now < deadline else { return nil }
            await Task.yield()
        }
    }

    /// Passes what skipped feedbacks did: their effects anywhere, their events at the head (whose
    /// states are then accounted for, in order).
    private func dropSkipped() {
        pending.removeAll { activity in
            guard case .started(let name, _) = activity else { return false }
            return skipped.contains(name)
        }
        while case .reduced(_, let feedback?, _)? = pending.first, skipped.contains(feedback) {
            take(1)
        }
    }

    /// Takes `count` entries off the head; the state of the last event among them is accounted for.
    private func take(_ count: Int) {
        for activity in pending.prefix(count) {
            if case .reduced(_, _, let state) = activity { accountedState = state }
        }
        pending.removeFirst(count)
    }

    private func check(
        _ actual: State, after what: String, _ update: ((inout State) -> Void)?, _ sourceLocation: SourceLocation
    ) {
        var expected = accountedState
        update?(&expected)
        accountedState = actual
        guard expected != actual else { return }
        Issue.record(
            Comment(
                rawValue: "The state after \(what) is not the one expected (− expected, + actual):\n"
                    + StateDiff.lines(expected: expected, actual: actual)),
            sourceLocation: sourceLocation)
    }

    private func unaccounted(_ activities: [StoreActivity<State, Event>]) -> String {
        "these not accounted for (assert them, or skip their feedback):\n" + bullets(activities)
    }

    private func bullets(_ activities: [StoreActivity<State, Event>]) -> String {
        activities.map { activity in
            switch activity {
            case .reduced(let event, let feedback, _):
                "  • an event to receive: \(event) from \(feedback ?? "the test")"
            case .started(let name, let value):
                "  • an effect started: \(name) \(Self.text(value))"
            }
        }
        .joined(separator: "\n")
    }

    private static func isStart(of name: String, _ activity: StoreActivity<State, Event>) -> Bool {
        if case .started(name, _) = activity { true } else { false }
    }

    private static func text(_ value: (any Equatable)?) -> String {
        value.map { String(describing: $0) } ?? "(no value)"
    }

    private static func same(_ expected: (any Equatable)?, _ actual: (any Equatable)?) -> Bool {
        switch (expected, actual) {
        case (nil, nil): true
        case (let expected?, let actual?): equal(expected, actual)
        default: false
        }
    }

    private static func equal<Value: Equatable>(_ value: Value, _ other: any Equatable) -> Bool {
        (other as? Value) == value
    }
}
