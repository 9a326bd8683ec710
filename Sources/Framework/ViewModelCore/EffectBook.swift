/// The effects a store's feedbacks are running: which have started and not ended, which of those
/// are requests awaiting an answer, and which requests start at the end of the scheduler's turn.
/// Feedbacks report to it through their `EffectLog`.
///
/// Threading: the store's thread only (feedbacks start and end effects there).
final class EffectBook {
    /// Called for every start, with the feedback's name and the effect's value.
    var onStart: (String, (any Equatable & Sendable)?) -> Void = { _, _ in }
    private(set) var running: [String] = []
    private(set) var starting: [String] = []
    private var awaited = 0

    /// True while a started request has not answered, or a request is about to start.
    var isAwaitingAnswer: Bool { awaited > 0 || !starting.isEmpty }

    func start(_ name: String, value: (any Equatable & Sendable)?, lasting: EffectLog.Duration) {
        switch lasting {
        case .instant: break
        case .untilEnded: running.append(name)
        case .untilAnswered:
            running.append(name)
            awaited += 1
        }
        onStart(name, value)
    }

    func end(_ name: String, lasting: EffectLog.Duration) {
        guard lasting != .instant, let index = running.firstIndex(of: name) else { return }
        running.remove(at: index)
        if lasting == .untilAnswered { awaited -= 1 }
    }

    /// `name` will start a request at the end of the scheduler's turn (awaited from now on).
    func willStart(_ name: String) {
        starting.append(name)
    }

    /// `name`'s request that was about to start has started, or was replaced before it did.
    func noLongerStarting(_ name: String) {
        if let index = starting.firstIndex(of: name) { starting.remove(at: index) }
    }
}
