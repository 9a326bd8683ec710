/// The effects a store's feedbacks are running: which have started and not ended, and which of
/// those are requests awaiting an answer. Feedbacks report to it through their `EffectLog`.
///
/// Threading: the store's thread only (feedbacks start and end effects there).
final class EffectBook {
    /// Called for every start, with the feedback's name and the effect's value.
    var onStart: (String, (any Equatable & Sendable)?) -> Void = { _, _ in }
    private(set) var running: [String] = []
    private var awaited = 0

    /// True while a started request has not answered.
    var isAwaitingAnswer: Bool { awaited > 0 }

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
}
