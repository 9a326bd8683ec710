import PubSub

extension Store.Feedback {
    /// Sends `event` every `interval` while `isRunning(state)` holds, starting one interval after it
    /// begins to hold; stops when it stops holding. An idle state schedules nothing.
    ///
    /// Reported as started (value `nil`) when it begins ticking and running until it stops.
    public static func timer<S: Scheduler>(
        _ name: String,
        every interval: S.SchedulerTimeType.Stride,
        while isRunning: @escaping (State) -> Bool,
        scheduler: S,
        sending event: Event
    ) -> Self {
        Self(name: name) { states, log in
            states.map(isRunning).removeDuplicates()
                .map { running -> AnyPublisher<Event, Never> in
                    guard running else { return Empty().eraseToAnyPublisher() }
                    return scheduler.ticks(every: interval)
                        .handleEvents(
                            receiveSubscription: { _ in log.started(nil, lasting: .untilEnded) },
                            receiveCancel: { log.ended(lasting: .untilEnded) }
                        )
                        .map { event }
                        .eraseToAnyPublisher()
                }
                .switchToLatest()
                .eraseToAnyPublisher()
        }
    }
}
