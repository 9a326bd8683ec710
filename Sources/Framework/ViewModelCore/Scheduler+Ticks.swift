import PubSub

extension Scheduler {
    /// For each subscriber, a value every `interval` from one interval after it subscribed, until it
    /// cancels — which removes the repeating action from the scheduler, so nothing is left behind.
    func ticks(every interval: SchedulerTimeType.Stride) -> AnyPublisher<Void, Never> {
        Deferred { () -> AnyPublisher<Void, Never> in
            let ticks = PassthroughSubject<Void, Never>()
            let token = schedule(after: now.advanced(by: interval), interval: interval) { ticks.send(()) }
            return ticks.handleEvents(receiveCancel: { token.cancel() }).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}
