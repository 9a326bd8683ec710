import PubSub

extension Scheduler {
    /// For each subscriber, one value at the end of the scheduler's current turn — the next time it
    /// runs the actions scheduled so far (the main loop's drain; a `TestScheduler`'s next advance) —
    /// then the end. Cancelling before then drops the value.
    func nextTurn() -> AnyPublisher<Void, Never> {
        Deferred { () -> PassthroughSubject<Void, Never> in
            let turn = PassthroughSubject<Void, Never>()
            schedule {
                turn.send(())
                turn.send(completion: .finished)
            }
            return turn
        }
        .eraseToAnyPublisher()
    }
}
