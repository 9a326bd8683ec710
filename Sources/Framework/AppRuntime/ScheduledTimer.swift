import PubSub
import Synchronization

/// One `schedule(after:)` action on the main loop, and the token that cancels it.
///
/// Threading: `cancel()` from any thread; the action runs on the main loop's thread.
final class ScheduledTimer: Cancellable, @unchecked Sendable {
    let action: () -> Void
    /// The repeat interval, or `nil` for a one-shot timer.
    let interval: MainLoopInterval?
    private let lock = Mutex(())
    private var cancelled = false

    init(interval: MainLoopInterval?, action: @escaping () -> Void) {
        self.interval = interval
        self.action = action
    }

    var isCancelled: Bool { lock.withLock { _ in cancelled } }

    func cancel() { lock.withLock { _ in cancelled = true } }
}
