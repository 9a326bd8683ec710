import PubSub

extension Store.Feedback {
    /// Hands `value(state)` to `write` each time it changes — not for the initial state, which
    /// came from where it would be written. Sends no events.
    ///
    /// Reported as started, with the value written, on every write.
    public static func write<Value: Equatable & Sendable>(
        _ name: String,
        _ value: @escaping (State) -> Value,
        to write: @escaping (Value) -> Void
    ) -> Self {
        Self(name: name) { states, log in
            states.map(value).removeDuplicates().dropFirst()
                .compactMap { value -> Event? in
                    log.started(value, lasting: .instant)
                    write(value)
                    return nil
                }
                .eraseToAnyPublisher()
        }
    }
}
