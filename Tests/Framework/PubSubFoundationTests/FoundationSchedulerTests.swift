import Dispatch
import Foundation
import PubSub
import PubSubFoundation
import Testing

/// `RunLoop` and `OperationQueue` as schedulers (PubSubFoundation), and the coding of their times. Tests
/// that run real queues wait for the action (never for a duration) and assert no time.
@Suite struct FoundationSchedulerTests {
    @Test func runLoopAndOperationQueueTimesAreDatesWithSecondStrides() throws {
        let time = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 100))
        #expect(time.advanced(by: .milliseconds(1500)).date == Date(timeIntervalSinceReferenceDate: 101.5))
        #expect(time.distance(to: RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 98))) == -2)
        #expect(RunLoop.SchedulerTimeType.Stride(0.25).magnitude == 0.25)
        #expect((2.5 as OperationQueue.SchedulerTimeType.Stride).timeInterval == 2.5)
        #expect(OperationQueue.SchedulerTimeType.Stride.nanoseconds(5).timeInterval == 5e-9)
        #expect(RunLoop.SchedulerTimeType.Stride.seconds(2) * .seconds(3) == .seconds(6))
        let encoded = try JSONEncoder().encode(time)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"date":100}"#)
        #expect(try JSONDecoder().decode(RunLoop.SchedulerTimeType.self, from: encoded) == time)
        let stride = try JSONEncoder().encode(OperationQueue.SchedulerTimeType.Stride(1.5))
        #expect(String(decoding: stride, as: UTF8.self) == #"{"magnitude":1.5}"#)
    }

    @Test func anOperationQueueRunsScheduledActionsNowLaterAndRepeatedly() {
        let queue = OperationQueue()
        let done = DispatchSemaphore(value: 0)
        queue.schedule { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let ticks = Counter()
        let repeating = queue.schedule(after: queue.now, interval: .milliseconds(5)) {
            if ticks.increment() == 3 { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        repeating.cancel()
        queue.waitUntilAllOperationsAreFinished()
        let afterCancel = ticks.value
        queue.waitUntilAllOperationsAreFinished()
        #expect(ticks.value == afterCancel)
    }

    @Test func aRunLoopRunsScheduledActionsWhenItRuns() {
        let runLoop = RunLoop.current
        var ran: [String] = []
        runLoop.schedule { ran.append("now") }
        runLoop.schedule(after: runLoop.now) { ran.append("later") }
        let repeating = runLoop.schedule(after: runLoop.now, interval: .milliseconds(1)) { ran.append("tick") }
        let deadline = Date(timeIntervalSinceNow: 10)
        while ran.count < 4 && Date() < deadline { _ = runLoop.run(mode: .default, before: deadline) }
        repeating.cancel()
        #expect(ran.prefix(2).sorted() == ["later", "now"])
        #expect(ran.contains("tick"))
    }
}

/// A thread-safe counter.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    /// Adds one and returns the new count.
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
