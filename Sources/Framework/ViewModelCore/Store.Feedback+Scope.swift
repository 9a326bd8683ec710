import PubSub

extension Store.Feedback {
    /// A child feature's feedback run in its parent's store: it sees the child's part of every
    /// state and its events come back wrapped as the parent's. Its name in `activity`,
    /// `runningEffects` and `TestStore` is `"<child>.<feedback>"` ("detail.record"), so two
    /// children's feedbacks of the same name stay apart.
    public static func scope<ChildState, ChildEvent>(
        _ child: String,
        state: @escaping (State) -> ChildState,
        event: @escaping (ChildEvent) -> Event,
        _ feedback: Store<ChildState, ChildEvent>.Feedback
    ) -> Self {
        Self(name: child + "." + feedback.name) { states, log in
            feedback.connect(states.map(state).eraseToAnyPublisher(), log).map(event).eraseToAnyPublisher()
        }
    }

    /// A feedback of an optional child run in its parent's store while the child is there: it is
    /// connected when the child appears (seeing its state, the current one first) and cancelled,
    /// with every effect it runs, when the child goes away — TCA's `ifLet` for effects. Named as
    /// `scope` names it.
    public static func ifLet<ChildState, ChildEvent>(
        _ child: String,
        state: @escaping (State) -> ChildState?,
        event: @escaping (ChildEvent) -> Event,
        _ feedback: Store<ChildState, ChildEvent>.Feedback
    ) -> Self {
        Self(name: child + "." + feedback.name) { states, log in
            states.map { state($0) != nil }.removeDuplicates()
                .map { present -> AnyPublisher<Event, Never> in
                    guard present else { return Empty().eraseToAnyPublisher() }
                    return feedback.connect(states.compactMap(state).eraseToAnyPublisher(), log).map(event)
                        .eraseToAnyPublisher()
                }
                .switchToLatest()
                .eraseToAnyPublisher()
        }
    }
}
