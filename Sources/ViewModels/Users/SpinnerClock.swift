import PubSub

/// Ticks a view model's spinner while something loads and stays silent otherwise, so an idle
/// screen costs no CPU.
///
/// Threading: call from the scheduler's thread only.
final class SpinnerClock {
    /// Seconds between spinner frames.
    static let interval = 0.1

    private let scheduler: EffectScheduler
    private let tick: () -> Void
    private var token: (any Cancellable)?

    init(scheduler: EffectScheduler, tick: @escaping () -> Void) {
        self.scheduler = scheduler
        self.tick = tick
    }

    deinit {
        token?.cancel()
    }

    /// Starts ticking when `running` and not yet ticking; stops when not `running`.
    func update(running: Bool) {
        if running, token == nil {
            token = scheduler.schedule(everySeconds: Self.interval) { [weak self] in self?.tick() }
        } else if !running, let running = token {
            running.cancel()
            token = nil
        }
    }
}
