import Synchronization

/// The token `scheduleCancellable` returns: lets the action run at most once, then cancels the timer.
///
/// Threading invariant for `@unchecked Sendable`: all state lives in the mutex.
internal final class OnceToken: Cancellable, @unchecked Sendable {
    private struct State: @unchecked Sendable {  // guarded by `state`
        var isDone = false
        var timer: (any Cancellable)?
    }

    private let state = Mutex(State())

    /// Stores the scheduler's token; cancels it at once if the action already ran or was cancelled.
    internal func install(_ timer: any Cancellable) {
        let alreadyDone = state.withLock { s -> Bool in
            if !s.isDone { s.timer = timer }
            return s.isDone
        }
        if alreadyDone { timer.cancel() }
    }

    /// True exactly once, for the first run; the timer is cancelled so it does not repeat.
    internal func claim() -> Bool {
        let (won, timer) = state.withLock { s -> (Bool, (any Cancellable)?) in
            guard !s.isDone else { return (false, nil) }
            s.isDone = true
            defer { s.timer = nil }
            return (true, s.timer)
        }
        timer?.cancel()
        return won
    }

    internal func cancel() { _ = claim() }
}
