import PubSub

/// The injected scheduler as the Users view models use it: run an action on it now, later, or
/// repeatedly. Erases the scheduler's time type so view models stay non-generic.
///
/// Threading: actions run wherever the wrapped scheduler runs them (the main loop in the app, the
/// test's thread under a virtual-time scheduler). The wrapper may be handed to a background task
/// to deliver a result: it is only ever used to enqueue an action on that scheduler.
struct EffectScheduler: @unchecked Sendable {
    private let runNow: (@escaping () -> Void) -> Void
    private let runAfter: (Double, @escaping () -> Void) -> Void
    private let runEvery: (Double, @escaping () -> Void) -> any Cancellable

    init<S: Scheduler>(_ scheduler: S) {
        runNow = { action in scheduler.schedule(action) }
        runAfter = { seconds, action in
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(seconds)), action)
        }
        runEvery = { seconds, action in
            scheduler.schedule(
                after: scheduler.now.advanced(by: .seconds(seconds)), interval: .seconds(seconds), action)
        }
    }

    /// Runs `action` on the scheduler as soon as it can.
    func schedule(_ action: @escaping () -> Void) {
        runNow(action)
    }

    /// Runs `action` on the scheduler once, `seconds` from now.
    func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) {
        runAfter(seconds, action)
    }

    /// Runs `action` every `seconds` until the returned token is cancelled.
    func schedule(everySeconds seconds: Double, _ action: @escaping () -> Void) -> any Cancellable {
        runEvery(seconds, action)
    }
}
