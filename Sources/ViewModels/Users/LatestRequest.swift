/// Runs the request a view-model state asks for, and only the latest one: the feedback half of a
/// Users view model.
///
/// After every state change the view model calls `update(to:)` with the request the state holds
/// (or `nil`). A different request cancels the running one (`switchToLatest`) and starts after the
/// debounce that request asks for on the scheduler — with none (most), at the end of the
/// scheduler's current turn, so a burst of input that passes over several requests (a thousand ↓
/// crossing pages) starts only the one it ends on; an unchanged request is left alone; `nil`
/// cancels. The result event is delivered on the scheduler. `isAwaitingAnswer` says whether a
/// request is about to start or has not answered yet, so the runtime can hold a frame for it.
/// Stale results cannot arrive: a cancelled request's delivery is dropped here, and reducers also
/// compare the request a result answers.
///
/// Threading: call from the scheduler's thread only (the view model's thread).
final class LatestRequest<Request: Equatable & Sendable, Event: Sendable> {
    private let scheduler: EffectScheduler
    private let debounceSeconds: (Request) -> Double
    private let perform: @Sendable (Request) async -> Event
    private let deliver: (Event) -> Void
    private var current: Request?
    private var generation = 0
    private var task: Task<Void, Never>?
    /// True from an undebounced `update` until the request starts at the end of the turn.
    private var startsThisTurn = false

    /// - Parameters:
    ///   - debounceSeconds: how long a new request waits before it starts; `0` starts at once.
    ///   - perform: the async work, run off the scheduler.
    ///   - deliver: called on the scheduler with the result of the latest request.
    init(
        scheduler: EffectScheduler,
        debounceSeconds: @escaping (Request) -> Double = { _ in 0 },
        perform: @escaping @Sendable (Request) async -> Event,
        deliver: @escaping (Event) -> Void
    ) {
        self.scheduler = scheduler
        self.debounceSeconds = debounceSeconds
        self.perform = perform
        self.deliver = deliver
    }

    deinit {
        task?.cancel()
    }

    /// True from an undebounced request's `update`, or a debounced one's start, until its answer
    /// is delivered.
    var isAwaitingAnswer: Bool { startsThisTurn || task != nil }

    /// Makes `request` the one running (see the type's summary).
    func update(to request: Request?) {
        guard request != current else { return }
        current = request
        generation += 1
        task?.cancel()
        task = nil
        startsThisTurn = false
        guard let request else { return }
        let debounce = debounceSeconds(request)
        let expected = generation
        let startIfCurrent = { [weak self] in
            guard let self, self.generation == expected else { return }
            self.startsThisTurn = false
            self.start(request)
        }
        if debounce > 0 {
            scheduler.schedule(afterSeconds: debounce, startIfCurrent)
        } else {
            startsThisTurn = true
            scheduler.schedule(startIfCurrent)
        }
    }

    private func start(_ request: Request) {
        let expected = generation
        let perform = perform
        let inbox = Inbox(scheduler: scheduler) { [weak self] event in
            guard let self, self.generation == expected else { return }
            self.task = nil
            self.deliver(event)
        }
        task = Task {
            let event = await perform(request)
            guard !Task.isCancelled else { return }
            inbox.post(event)
        }
    }
}

/// Hands a result from a background task to the scheduler's thread.
private struct Inbox<Event: Sendable>: @unchecked Sendable {
    let scheduler: EffectScheduler
    let receive: (Event) -> Void

    func post(_ event: Event) {
        let receive = receive
        scheduler.schedule { receive(event) }
    }
}
