/// What one feedback tells its store about the effects it runs: each start (with the request or
/// the value written), each end, and a request about to start at the end of the turn. The store's
/// `activity`, `runningEffects`, `startingEffects` and `isAwaitingAnswer` come from these reports.
///
/// Threading: the store's thread only.
struct EffectLog {
    /// How long a started effect runs, as the store counts it.
    enum Duration {
        /// Done as it starts (a write).
        case instant
        /// Until it is ended (a timer).
        case untilEnded
        /// Until it is ended, and awaited by the runtime meanwhile (a request).
        case untilAnswered
    }

    let book: EffectBook
    let name: String

    func started(_ value: (any Equatable & Sendable)?, lasting: Duration) {
        book.start(name, value: value, lasting: lasting)
    }

    func ended(lasting: Duration) {
        book.end(name, lasting: lasting)
    }

    /// A request will start at the end of the scheduler's turn; awaited from now on.
    func willStart() {
        book.willStart(name)
    }

    /// The request that was about to start has started, or was replaced before it could.
    func noLongerStarting() {
        book.noLongerStarting(name)
    }
}
