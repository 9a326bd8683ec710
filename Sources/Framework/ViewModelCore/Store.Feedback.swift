import PubSub

extension Store {
    /// One effect of a store, in the seeds' shape: a PubSub pipeline from the store's states to
    /// events, named so tests and logs can tell its effects and events apart.
    ///
    /// Build one with `request`, `timer` or `write`, or write the pipeline yourself with
    /// `init(_:run:)`. Events must reach the store on its thread: the builders deliver them through
    /// the scheduler they are given.
    public struct Feedback {
        /// The feedback's name in `StoreActivity` and `TestStore` ("record", "spinner", "recents").
        let name: String
        let connect: (_ states: AnyPublisher<State, Never>, _ log: EffectLog) -> AnyPublisher<Event, Never>

        init(
            name: String,
            connect: @escaping (_ states: AnyPublisher<State, Never>, _ log: EffectLog) -> AnyPublisher<Event, Never>
        ) {
            self.name = name
            self.connect = connect
        }

        /// Any pipeline from the states (the current one first) to events, for effects the builders
        /// do not cover — a debounce of typed text, say. `run`'s events must arrive on the store's
        /// thread (end the pipeline with a scheduler operator: `receive(on:)`, `debounce`). It
        /// reports no effect starts; its events appear in `activity` under `name`.
        public init<P: Publisher>(_ name: String, run: @escaping (AnyPublisher<State, Never>) -> P)
        where P.Output == Event, P.Failure == Never {
            self.init(name: name) { states, _ in run(states).eraseToAnyPublisher() }
        }
    }
}
