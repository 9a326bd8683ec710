import PubSub
import PubSubTestSupport
import Testing

extension TestScheduler {
    /// Runs what is due now, yielding (never sleeping) so a view model's background task can hand
    /// its result to the scheduler, until `condition` holds. Records an issue when it never does.
    func settle(sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool) async {
        for _ in 0..<100_000 {
            advance()
            if condition() { return }
            await Task.yield()
        }
        Issue.record("the view model never settled", sourceLocation: sourceLocation)
    }
}
