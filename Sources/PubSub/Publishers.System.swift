import Synchronization

extension Publishers {
    /// A feedback-loop state machine: publishes `initial`, then every state `reduce` produces from the
    /// events the feedbacks emit.
    ///
    /// Events are queued and reduced one at a time on `scheduler` (a trampoline): an event sent from
    /// inside a feedback while another is being reduced waits its turn, so `reduce` is never re-entered
    /// and events keep their order.
    public static func system<State, Event, S: Scheduler>(
        initial: State,
        reduce: @escaping (inout State, Event) -> Void,
        scheduler: S,
        feedbacks: [Feedback<State, Event>]
    ) -> AnyPublisher<State, Never> {
        Deferred { () -> AnyPublisher<State, Never> in
            let states = CurrentValueSubject<State, Never>(initial)
            let machine = SystemLoop(state: initial, reduce: reduce, output: states)
            let events = Publishers.MergeMany(feedbacks.map { $0.run(states.eraseToAnyPublisher()) })
                .receive(on: scheduler)
            return
                states
                .handleEvents(
                    receiveSubscription: { _ in machine.connect(events) },
                    receiveCancel: { machine.disconnect() }
                )
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

/// The running state machine behind `Publishers.system`: the state, the event queue and the link to
/// the feedbacks.
///
/// Threading invariant for `@unchecked Sendable`: state, queue and the "reducing" flag live in the
/// mutex; only the thread that set "reducing" calls `reduce` and sends the new state.
private final class SystemLoop<State, Event>: @unchecked Sendable {
    private struct Loop: @unchecked Sendable {  // guarded by `loop`
        var state: State
        var queue: [Event] = []
        var isReducing = false
        var link: AnyCancellable?
    }

    private let loop: Mutex<Loop>
    private let reduce: (inout State, Event) -> Void
    private let output: CurrentValueSubject<State, Never>

    init(state: State, reduce: @escaping (inout State, Event) -> Void, output: CurrentValueSubject<State, Never>) {
        loop = Mutex(Loop(state: state))
        self.reduce = reduce
        self.output = output
    }

    func connect<P: Publisher>(_ events: P) where P.Output == Event, P.Failure == Never {
        let link = events.sink { [weak self] in self?.enqueue($0) }
        loop.withLock { $0.link = link }
    }

    func disconnect() {
        let link = loop.withLock { l -> AnyCancellable? in
            defer { l.link = nil }
            return l.link
        }
        link?.cancel()
    }

    private func enqueue(_ event: Event) {
        let mustRun = loop.withLock { l -> Bool in
            l.queue.append(event)
            guard !l.isReducing else { return false }
            l.isReducing = true
            return true
        }
        guard mustRun else { return }
        while let next = loop.withLock({ l -> Unchecked<State>? in
            guard !l.queue.isEmpty else {
                l.isReducing = false
                return nil
            }
            reduce(&l.state, l.queue.removeFirst())
            return Unchecked(value: l.state)
        }) {
            output.send(next.value)
        }
    }
}
