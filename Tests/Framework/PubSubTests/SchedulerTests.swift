import Dispatch
import FoundationEssentials
import PubSub
import PubSubTestSupport
import Testing

/// `DispatchQueue` and `ImmediateScheduler` as PubSub schedulers.
///
/// Dispatch tests wait on semaphores with a generous 30 s timeout that only a stuck queue reaches;
/// none asserts how long anything took.
@Suite struct SchedulerTests {
    @Test func dispatchQueueRunsAnActionScheduledNowOnTheQueue() {
        let queue = DispatchQueue(label: "tern.pubsub.scheduler.now")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let ran = DispatchSemaphore(value: 0)
        let seen = Locked<Int?>(nil)
        queue.schedule {
            seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
            ran.signal()
        }
        #expect(ran.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(seen.withLock { $0 } == 7)
    }

    @Test func dispatchQueueHonoursOptionsAndRunsScheduledWorkInOrder() {
        let queue = DispatchQueue(label: "tern.pubsub.scheduler.options")
        let options = DispatchQueue.SchedulerOptions(qos: .userInitiated, flags: [.barrier])
        #expect(options.qos == .userInitiated)
        #expect(options.flags == [.barrier])
        let done = DispatchSemaphore(value: 0)
        let order = Locked<[Int]>([])
        for step in 1...3 {
            queue.schedule(options: options) { order.withLock { $0.append(step) } }
        }
        queue.schedule(options: nil) { done.signal() }
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(order.withLock { $0 } == [1, 2, 3])
    }

    @Test func dispatchQueueRunsAnActionAfterADate() {
        let queue = DispatchQueue(label: "tern.pubsub.scheduler.after")
        let ran = DispatchSemaphore(value: 0)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) { ran.signal() }
        queue.schedule(after: queue.now, tolerance: .milliseconds(5)) { ran.signal() }
        queue.schedule(
            after: queue.now, tolerance: queue.minimumTolerance, options: .init(qos: .utility)
        ) { ran.signal() }
        for _ in 1...3 { #expect(ran.wait(timeout: .now() + .seconds(30)) == .success) }
        #expect(queue.minimumTolerance == .zero)
    }

    @Test func dispatchQueueRepeatsAnIntervalActionUntilCancelled() {
        let queue = DispatchQueue(label: "tern.pubsub.scheduler.interval")
        let tick = DispatchSemaphore(value: 0)
        let count = Locked(0)
        let timer = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
            count.withLock { $0 += 1 }
            tick.signal()
        }
        for _ in 1...3 { #expect(tick.wait(timeout: .now() + .seconds(30)) == .success) }
        timer.cancel()
        // Anything already queued on the serial queue runs before this; nothing may follow it.
        let settled = queue.sync { count.withLock { $0 } }
        let drained = DispatchSemaphore(value: 0)
        queue.asyncAfter(deadline: .now() + .milliseconds(20)) { drained.signal() }
        #expect(drained.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(settled >= 3)
        #expect(count.withLock { $0 } == settled)
    }

    @Test func dispatchQueueDrivesOperatorsOnItsQueue() {
        let queue = DispatchQueue(label: "tern.pubsub.scheduler.operators")
        let finished = DispatchSemaphore(value: 0)
        let recorded = Locked<[Int]>([])
        let link = [1, 2, 3].publisher
            .receive(on: queue)
            .delay(for: .milliseconds(1), scheduler: queue)
            .sink(
                receiveCompletion: { _ in finished.signal() },
                receiveValue: { value in recorded.withLock { $0.append(value) } })
        #expect(finished.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(recorded.withLock { $0 } == [1, 2, 3])
        link.cancel()
    }

    @Test func dispatchTimeArithmeticIsExactInNanoseconds() {
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5_000))
        let later = start.advanced(by: .microseconds(3))
        #expect(later.dispatchTime.uptimeNanoseconds == 8_000)
        #expect(start.distance(to: later) == .nanoseconds(3_000))
        #expect(later.distance(to: start) == .nanoseconds(-3_000))
        #expect(start.advanced(by: .seconds(-1)).dispatchTime.uptimeNanoseconds == 1)  // clamped, as in Combine
        #expect(later == DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 8_000)))
        #expect(later != start)
        #expect(Set([start, later, start.advanced(by: .zero)]).count == 2)
        #expect(start < later)
    }

    @Test func immediateSchedulerRunsEverythingAtOnceOnTheCallingThread() {
        let scheduler = ImmediateScheduler.shared
        var ran: [String] = []
        scheduler.schedule { ran.append("now") }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) { ran.append("after") }
        let token = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ran.append("interval") }
        token.cancel()
        #expect(ran == ["now", "after", "interval"])
        #expect(scheduler.minimumTolerance == .zero)
        #expect(scheduler.now == scheduler.now.advanced(by: .seconds(5)).advanced(by: .seconds(-5)))
        #expect(scheduler.now.distance(to: scheduler.now.advanced(by: .milliseconds(2))) == .milliseconds(2))
    }

    @Test func immediateSchedulerMakesTimeOperatorsSynchronous() {
        var values: [Int] = []
        var completions = 0
        let link = [1, 2].publisher
            .delay(for: .seconds(10), scheduler: ImmediateScheduler.shared)
            .receive(on: ImmediateScheduler.shared)
            .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        #expect(values == [1, 2])
        #expect(completions == 1)
        link.cancel()
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
