import PubSub

extension Store.Feedback where Event: Sendable {
    /// Runs the request the state holds, the latest only: the feedback for "the state names the
    /// work it wants" (decision 0600).
    ///
    /// Whenever `request(state)` changes, the running request is cancelled (`switchToLatest` over
    /// a `Future` of `perform`, whose task is cancelled) and the new one starts — after
    /// `debounce(request)` on `scheduler` when that is not `nil`, a wait the next change cancels
    /// too. `nil` runs nothing. The answer comes back through `scheduler` (`receive(on:)`); an
    /// answer to a request that was replaced meanwhile is dropped, and reducers should still check
    /// that an answer is for the request their state holds.
    ///
    /// Reported as started, with the request, when `perform` starts (after the debounce), and
    /// running — awaited by `Store.isAwaitingAnswer` — until its answer is delivered or it is
    /// replaced.
    public static func request<Request: Equatable & Sendable, S: Scheduler>(
        _ name: String,
        of request: @escaping (State) -> Request?,
        debounce: @escaping (Request) -> S.SchedulerTimeType.Stride? = { _ in nil },
        scheduler: S,
        perform: @escaping @Sendable (Request) async -> Event
    ) -> Self {
        Self(name: name) { states, log in
            let latest = LatestStart(log: log)
            return states.map(request).removeDuplicates()
                .map { request -> AnyPublisher<Answer<Event>, Never> in
                    let generation = latest.replace()
                    guard let request else { return Empty().eraseToAnyPublisher() }
                    let start = Deferred { () -> Future<Answer<Event>, Never> in
                        latest.start(generation, request)
                        return Future { Answer(generation: generation, event: await perform(request)) }
                    }
                    guard let wait = debounce(request) else { return start.eraseToAnyPublisher() }
                    return scheduler.ticks(every: wait).prefix(1).flatMap { _ in start }.eraseToAnyPublisher()
                }
                .switchToLatest()
                .receive(on: scheduler)
                .compactMap { answer in latest.deliver(answer) }
                .eraseToAnyPublisher()
        }
    }
}

/// A request's event, tagged with the request's place in the sequence of requests.
private struct Answer<Event: Sendable>: Sendable {
    let generation: Int
    let event: Event
}

/// Which request is the latest and whether it has started: so the effect log hears of each start
/// and end once, and an answer that was already under way when its request was replaced is dropped.
///
/// Threading: the store's thread only (state changes, debounce ticks and deliveries all run there).
private final class LatestStart {
    private let log: EffectLog
    private var generation = 0
    private var isRunning = false

    init(log: EffectLog) {
        self.log = log
    }

    /// A new request replaces the latest: ends it if it was running; returns the new generation.
    func replace() -> Int {
        finish()
        generation += 1
        return generation
    }

    func start(_ started: Int, _ request: some Equatable & Sendable) {
        guard started == generation else { return }
        isRunning = true
        log.started(request, lasting: .untilAnswered)
    }

    /// The answer's event if it answers the latest request, which then has ended; else `nil`.
    func deliver<Event>(_ answer: Answer<Event>) -> Event? {
        guard answer.generation == generation else { return nil }
        finish()
        return answer.event
    }

    private func finish() {
        guard isRunning else { return }
        isRunning = false
        log.ended(lasting: .untilAnswered)
    }
}
