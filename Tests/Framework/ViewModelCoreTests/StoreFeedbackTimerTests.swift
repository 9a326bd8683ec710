import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore

/// `Feedback.timer`: ticks only while the state asks, first one interval after it starts asking.
@Suite struct StoreFeedbackTimerTests {
    @Test func ticksWhileTheStateAsksAndSchedulesNothingOtherwise() {
        let scheduler = TestScheduler()
        let store = Store(
            initial: 0,
            reduce: { (count: inout Int, step: Int) in count += step },
            feedbacks: [
                .timer(
                    "counter", every: .milliseconds(100), while: { (1..<5).contains($0) }, scheduler: scheduler,
                    sending: 1)
            ])
        #expect(scheduler.pendingActionCount == 0)
        store.send(1)
        #expect(store.runningEffects == ["counter"])
        scheduler.advance(by: .milliseconds(99))
        #expect(store.state == 1)
        scheduler.advance(by: .milliseconds(1))
        #expect(store.state == 2)
        scheduler.advance(by: .seconds(1))
        #expect(store.state == 5, "stopped once the state stopped asking")
        #expect(store.runningEffects == [])
        #expect(scheduler.pendingActionCount == 0)
        #expect(!store.isAwaitingAnswer, "a timer is not an answer to wait for")
    }
}
