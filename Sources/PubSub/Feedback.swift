/// One effect of a feedback-loop state machine: turns the stream of states into a stream of events.
///
/// `Feedback(effects:)` runs an effect for each state and keeps only the latest one (a new state
/// cancels the previous effect, like `switchToLatest`). `Feedback(run:)` gives full control, e.g.
/// for UI events coming from a subject.
public struct Feedback<State, Event> {
    /// Builds the event publisher from the state publisher.
    public let run: (AnyPublisher<State, Never>) -> AnyPublisher<Event, Never>

    /// Full control: map the stream of states to a stream of events any way you like.
    public init<P: Publisher>(run: @escaping (AnyPublisher<State, Never>) -> P)
    where P.Output == Event, P.Failure == Never {
        self.run = { run($0).eraseToAnyPublisher() }
    }

    /// For each state, run `effects(state)`; a newer state cancels the previous effect.
    public init<P: Publisher>(effects: @escaping (State) -> P) where P.Output == Event, P.Failure == Never {
        self.run = { states in states.map { effects($0).eraseToAnyPublisher() }.switchToLatest().eraseToAnyPublisher() }
    }

    /// Feeds the events of `events` (for example UI input) into the loop, ignoring state.
    public static func custom<P: Publisher>(_ events: P) -> Feedback where P.Output == Event, P.Failure == Never {
        Feedback(run: { _ in events })
    }
}
