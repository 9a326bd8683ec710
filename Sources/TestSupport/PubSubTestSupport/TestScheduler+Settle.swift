import PubSub
import Testing

extension TestScheduler {
    /// Runs what is due now, yielding (never sleeping, never moving the clock) so work on other
    /// threads — a view model's service task — can hand its result to the scheduler, until
    /// `condition` holds. Records an issue when it never does.
    public nonisolated(nonsending) func settle(
        sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool
    ) async {
        for _ in 0..<100_000 {
            advance()
            if condition() { return }
            await Task.yield()
        }
        Issue.record("the scheduler never settled", sourceLocation: sourceLocation)
    }
}
