import Dispatch
import Foundation
import PubSub
import Testing

/// `RunLoop` and `OperationQueue` as schedulers, `ImmediateScheduler`'s clock, dispatch options and the
/// coding of scheduler times. Tests that run real queues wait for the action (never for a duration) and
/// assert no time.
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

    @Test func immediateSchedulerTimeNeverMoves() throws {
        typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
        let now = ImmediateScheduler.shared.now
        #expect(now.advanced(by: 100) == now)
        #expect(now.distance(to: now.advanced(by: -1)) == 0)
        #expect(Stride(14) == 14.6)
        #expect(Stride.seconds(3) == 0)
        #expect(Stride(-4) * 5 == -20)
        #expect(String(decoding: try JSONEncoder().encode(Stride(-42)), as: UTF8.self) == #"{"magnitude":-42}"#)
        var ran = false
        let token = ImmediateScheduler.shared.schedule(after: now, interval: 1) { ran = true }
        #expect(ran)
        #expect("\(token)" == "Empty")
    }

    @Test func dispatchOptionsJoinTheirGroup() {
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "pubsub.tests.group")
        var ran = 0
        queue.schedule(options: .init(group: group)) { ran += 1 }
        queue.schedule(after: queue.now, tolerance: .zero, options: .init(qos: .utility, group: group)) { ran += 1 }
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(queue.sync { ran } == 2)
    }

    @Test func dispatchTimesAndStridesEncodeAsCombinesDo() throws {
        let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 42))
        #expect(String(decoding: try JSONEncoder().encode([time]), as: UTF8.self) == "[42]")
        #expect(try JSONDecoder().decode([DispatchQueue.SchedulerTimeType].self, from: Data("[42]".utf8)) == [time])
        let stride = DispatchQueue.SchedulerTimeType.Stride.nanoseconds(419_872)
        let encoded = try JSONEncoder().encode(stride)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"_nanoseconds":419872}"#)
        #expect(try JSONDecoder().decode(DispatchQueue.SchedulerTimeType.Stride.self, from: encoded) == stride)
        #expect(DispatchQueue.SchedulerTimeType.Stride(.milliseconds(3)) == .milliseconds(3))
        #expect((0.5 as DispatchQueue.SchedulerTimeType.Stride) == .milliseconds(500))
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
