import PubSub

extension Store.Feedback where Event: Sendable {
    /// Runs the request the state holds, the latest only: the feedback for "the state names the
    /// work it wants" (decision 0600).
    ///
    /// Whenever `request(state)` changes, the running request is cancelled (`switchToLatest` over
    /// a `Future` of `perform`, whose task is cancelled) and the new one starts: after
    /// `debounce(request)` on `scheduler` when that is not `nil`, else at the end of the
    /// scheduler's current turn (the main loop's drain), so a burst of events that passes over
    /// several requests in one turn — a thousand ↓ crossing pages — starts only the one it ends on.
    /// The next change cancels the wait too. `nil` runs nothing. The answer comes back through
    /// `scheduler` (`receive(on:)`); an answer to a request that was replaced meanwhile is dropped,
    /// and reducers should still check that an answer is for the request their state holds.
    ///
    /// Reported as started, with the request, when `perform` starts, and running until its answer
    /// is delivered or it is replaced. `Store.isAwaitingAnswer` covers it from the event that asked
    /// for it when it starts at the end of the turn, from its start after a debounce, until then.
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
                    let wait: AnyPublisher<Void, Never>
                    if let pause = debounce(request) {
                        wait = scheduler.ticks(every: pause).prefix(1).eraseToAnyPublisher()
                    } else {
                        latest.willStart(generation)
                        wait = scheduler.nextTurn()
                    }
                    return wait.flatMap { _ in start }.eraseToAnyPublisher()
                }
                .switchToLatest()
                .receive(on: scheduler)
                .compactMap { answer in latest.deliver(answer) }
                .handleEvents(receiveCancel: { latest.cancel() })
                .eraseToAnyPublisher()
        }
    }
}

/// A request's event, tagged with the request's place in the sequence of requests.
private struct Answer<Event: Sendable>: Sendable {
    let generation: Int
    let event: Event
}

/// Which request is the latest and where it is — waiting for the end of the turn, running — so the
/// effect log hears of each start and end once, and an answer that was already under way when its
/// request was replaced is dropped.
///
/// Threading: the store's thread only (state changes, debounce ticks and deliveries all run there).
private final class LatestStart {
    private enum Phase {
        /// Nothing, or a request waiting out its debounce.
        case idle
        /// A request starts at the end of the turn.
        case starting
        /// A request has started and not answered.
        case running
    }

    private let log: EffectLog
    private var generation = 0
    private var phase = Phase.idle

    init(log: EffectLog) {
        self.log = log
    }

    /// A new request replaces the latest: ends it if it was starting or running; returns the new
    /// generation.
    func replace() -> Int {
        finish()
        generation += 1
        return generation
    }

    /// The latest request starts at the end of the turn.
    func willStart(_ generation: Int) {
        guard generation == self.generation else { return }
        phase = .starting
        log.willStart()
    }

    func start(_ started: Int, _ request: some Equatable & Sendable) {
        guard started == generation else { return }
        if phase == .starting { log.noLongerStarting() }
        phase = .running
        log.started(request, lasting: .untilAnswered)
    }

    /// The answer's event if it answers the latest request, which then has ended; else `nil`.
    func deliver<Event>(_ answer: Answer<Event>) -> Event? {
        guard answer.generation == generation else { return nil }
        finish()
        return answer.event
    }

    /// The feedback was cancelled (an `ifLet` child went away, the store was released): the latest
    /// request, if starting or running, has ended.
    func cancel() {
        finish()
    }

    private func finish() {
        switch phase {
        case .idle: break
        case .starting: log.noLongerStarting()
        case .running: log.ended(lasting: .untilAnswered)
        }
        phase = .idle
    }
}
