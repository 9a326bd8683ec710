extension Scheduler {
    /// Runs `action` once at `date` and returns a token that removes it if it has not run yet.
    ///
    /// Built on the repeating form (whose token every scheduler supports) and cancelled after the first
    /// run, so cancelled work leaves nothing behind in the scheduler.
    internal func scheduleCancellable(
        after date: SchedulerTimeType, options: SchedulerOptions? = nil, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let token = OnceToken()
        let cancellable = schedule(after: date, interval: .seconds(3600), tolerance: minimumTolerance, options: options)
        {
            guard token.claim() else { return }
            action()
        }
        token.install(cancellable)
        return token
    }
}
