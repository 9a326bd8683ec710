import PubSub

/// The view-model kernel: one state machine with feedbacks, the shape every view model runs on.
///
/// A store owns a `State`, changes it only with a pure `reduce(&state, event)`, and publishes it after
/// every event. Effects are `Feedback`s: PubSub pipelines from the published states to more events —
/// the request a state holds, a timer while the state asks for one, a write when a value changes —
/// whose events come back through the scheduler each feedback was built with (the main loop in the
/// app, a `TestScheduler` in tests). See docs/decisions/1800-one-store-runs-every-view-model.md.
///
/// `send` reduces at once, on the caller's thread, so a key's state is there for the very next key
/// and frame; only feedback events wait for the scheduler. `reduce` mutates the stored state in
/// place and no earlier state is kept, so a large state (100,000 rows) is never copied per event.
///
/// Threading: create the store, `send` to it, read `state` and subscribe on the scheduler's thread.
/// Releasing the store cancels its feedbacks and every effect they run.
public final class Store<State, Event> {
    /// The state now: what a screen renders.
    public private(set) var state: State

    private let reduce: (inout State, Event) -> Void
    /// Set in a store made by `scope`: where its events go (the parent, wrapped as its own).
    private let forward: ((Event) -> Void)?
    private let published = PassthroughSubject<State, Never>()
    /// Made when `activity` is first asked for: until then no report is built (the app never asks,
    /// and a key's event would pay for one).
    private var reports: PassthroughSubject<StoreActivity<State, Event>, Never>?
    private let effects: EffectBook
    private var feedbackLinks: [AnyCancellable] = []

    /// - Parameters:
    ///   - initial: the first state, published to each subscriber first.
    ///   - reduce: the pure state machine: applies one event to the state.
    ///   - feedbacks: the effects, connected now in this order (each sees the initial state first).
    public init(
        initial: State,
        reduce: @escaping (inout State, Event) -> Void,
        feedbacks: [Feedback] = []
    ) {
        state = initial
        self.reduce = reduce
        forward = nil
        effects = EffectBook()
        effects.onStart = { [weak self] name, value in self?.reports?.send(.started(effect: name, value: value)) }
        for feedback in feedbacks {
            let log = EffectLog(book: effects, name: feedback.name)
            let link = feedback.connect(states, log).sink { [weak self] event in
                self?.apply(event, from: feedback.name)
            }
            feedbackLinks.append(link)
        }
    }

    /// The state when subscribed, then the state after every event (changed or not: telling would
    /// mean keeping a copy of the last state). Published on the store's thread.
    public var states: AnyPublisher<State, Never> {
        Deferred { [weak self] in (self.map { [$0.state] } ?? []).publisher }
            .merge(with: published)
            .eraseToAnyPublisher()
    }

    /// Every event reduced (with the feedback it came from and the state it made) and every effect
    /// started, in order: what `TestStore` checks and a log may record. An event is reported before
    /// its state is published, so the effects that state starts follow it.
    public var activity: AnyPublisher<StoreActivity<State, Event>, Never> {
        let reports = self.reports ?? PassthroughSubject()
        self.reports = reports
        return reports.eraseToAnyPublisher()
    }

    /// True while a request a feedback started (after any debounce) has not answered yet, or one is
    /// about to start at the end of the scheduler's turn: the runtime holds a frame for an answer
    /// that is about to arrive (decision 1300).
    public var isAwaitingAnswer: Bool { effects.isAwaitingAnswer }

    /// The effects running now, by feedback name, in the order they started: requests under way and
    /// timers ticking. A request still in its debounce is not running yet.
    public var runningEffects: [String] { effects.running }

    /// The requests that start at the end of the scheduler's current turn, by feedback name: asked
    /// for with no debounce by an event of this turn, not started yet.
    public var startingEffects: [String] { effects.starting }

    /// Reduces `event` now, publishes the new state, and so starts or cancels what it asks for.
    /// In a store made by `scope`, hands the event to the parent, whose new state this store then
    /// publishes its part of.
    public func send(_ event: Event) {
        if let forward {
            forward(event)
        } else {
            apply(event, from: nil)
        }
    }

    /// A view of a part of this store, for a view that shows only a child feature: its state is
    /// `state(self.state)` (kept up to date and published after every event of this store) and the
    /// events sent to it are this store's, wrapped by `event`. It runs no feedbacks of its own:
    /// the effects are this store's, and so are its `isAwaitingAnswer` and `runningEffects`; its
    /// `activity` reports nothing (watch this store's). It keeps this store alive (TCA's
    /// `Store.scope`).
    public func scope<ChildState, ChildEvent>(
        state: @escaping (State) -> ChildState,
        event: @escaping (ChildEvent) -> Event
    ) -> Store<ChildState, ChildEvent> {
        Store<ChildState, ChildEvent>(parent: self, state: state, event: event)
    }

    private init<Parent, ParentEvent>(
        parent: Store<Parent, ParentEvent>,
        state toChild: @escaping (Parent) -> State,
        event embed: @escaping (Event) -> ParentEvent
    ) {
        state = toChild(parent.state)
        reduce = { _, _ in }
        forward = { event in parent.send(embed(event)) }
        effects = parent.effects
        let link = parent.published.sink { [weak self] parentState in
            guard let self else { return }
            state = toChild(parentState)
            published.send(state)
        }
        feedbackLinks = [link]
    }

    private func apply(_ event: Event, from feedback: String?) {
        reduce(&state, event)
        reports?.send(.reduced(event, from: feedback, state: state))
        published.send(state)
    }
}
