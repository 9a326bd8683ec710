/// A view model's pure state machine, as a value that composes: `reduce(&state, event)` applies
/// one event, and reducers combine and nest the way TCA's `Scope` and `ifLet` do, so a child
/// feature's state and events live inside its parent's and the parent reduces them with the
/// child's own reducer (decision 2000).
///
/// ```swift
/// let users = Reducer<UsersState, UsersEvent>.combine(
///     .scope(state: \.list, event: UsersEvent.listPath, UsersListViewModel.reduce),
///     .scope(state: \.detail, event: UsersEvent.detailPath, UserDetailViewModel.reduce),
///     Reducer(UsersViewModel.coordinate))   // the parent, after its children: it sees their events
/// let store = Store(initial: state, reduce: users.reduce, feedbacks: …)
/// ```
///
/// State is changed in place through writable key paths, so a child's large state (100,000 rows)
/// is not copied per event. The builders are inlinable, so a feature's composed reducer is
/// specialised for its own types where it is built.
public struct Reducer<State, Event> {
    /// Applies one event to the state.
    public let reduce: (inout State, Event) -> Void

    /// A reducer from its function.
    @inlinable
    public init(_ reduce: @escaping (inout State, Event) -> Void) {
        self.reduce = reduce
    }

    /// Runs `reducers` one after the other on every event, in order: children first, then the
    /// parent that reacts to what they did.
    @inlinable
    public static func combine(_ reducers: Reducer...) -> Reducer {
        let functions = reducers.map(\.reduce)
        return Reducer { state, event in
            for reduce in functions { reduce(&state, event) }
        }
    }

    /// Runs `child` on the child state at `state` for every event `event` finds a child event in;
    /// other events pass it by.
    @inlinable
    public static func scope<ChildState, ChildEvent>(
        state: WritableKeyPath<State, ChildState>,
        event: EventPath<Event, ChildEvent>,
        _ child: @escaping (inout ChildState, ChildEvent) -> Void
    ) -> Reducer {
        Reducer { parent, parentEvent in
            guard let childEvent = event.extract(parentEvent) else { return }
            child(&parent[keyPath: state], childEvent)
        }
    }

    /// Runs `child` on the optional child state at `state` while it is there, for the events that
    /// are its own; a child event that arrives while it is `nil` (an answer to a detail that has
    /// closed) is dropped.
    @inlinable
    public static func ifLet<ChildState, ChildEvent>(
        state: WritableKeyPath<State, ChildState?>,
        event: EventPath<Event, ChildEvent>,
        _ child: @escaping (inout ChildState, ChildEvent) -> Void
    ) -> Reducer {
        Reducer { parent, parentEvent in
            guard let childEvent = event.extract(parentEvent), parent[keyPath: state] != nil else { return }
            child(&parent[keyPath: state]!, childEvent)
        }
    }
}
