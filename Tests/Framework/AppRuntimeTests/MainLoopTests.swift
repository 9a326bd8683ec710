import Foundation
import Glibc
import PubSub
import Testing

@testable import AppRuntime

@Suite struct MainLoopTests {
    @Test func actionsRunInFIFOOrderOnDrain() {
        let loop = MainLoop()
        var order: [Int] = []
        for index in 0..<100 { loop.schedule { order.append(index) } }
        #expect(order.isEmpty)
        loop.drain()
        #expect(order == Array(0..<100))
        #expect(loop.pendingCount == 0)
    }

    @Test func waitingForActionsReturnsAtOnceForAQueuedActionOrADueTimer() {
        let loop = MainLoop()
        let far = MainLoopInstant.now.advanced(by: .seconds(60))
        loop.schedule {}
        #expect(loop.waitForActions(until: far))
        loop.drain()
        loop.schedule(after: MainLoopInstant.now, tolerance: .nanoseconds(0), options: nil) {}
        #expect(loop.waitForActions(until: far))
    }

    @Test func waitingForActionsEndsAtTheDeadlineWithoutTouchingInput() {
        let loop = MainLoop()
        #expect(!loop.waitForActions(until: MainLoopInstant.now))
        #expect(!loop.waitForActions(until: MainLoopInstant.now.advanced(by: .milliseconds(2))))
        loop.schedule(after: MainLoopInstant.now.advanced(by: .seconds(60)), tolerance: .nanoseconds(0), options: nil) {
        }
        loop.wait(forInputOn: nil)  // takes the wake byte the new timer wrote
        #expect(!loop.waitForActions(until: MainLoopInstant.now.advanced(by: .milliseconds(2))), "a later timer")
    }

    @Test func postsFromOtherThreadsWakeTheLoop() async {
        let loop = MainLoop()
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<100 { loop.schedule { counter.increment() } } }
            }
        }
        loop.wait(forInputOn: nil)
        loop.drain()
        #expect(counter.value == 800)
    }

    @Test func dueTimersRunAndFutureOnesSetThePollTimeout() {
        let loop = MainLoop()
        var fired: [String] = []
        loop.schedule(after: loop.now.advanced(by: .seconds(3600))) { fired.append("later") }
        loop.schedule(after: loop.now) { fired.append("now") }
        loop.wait(forInputOn: nil)
        loop.drain()
        #expect(fired == ["now"])
        #expect(loop.pendingCount == 1)
        #expect((3_599_000...3_600_000).contains(loop.timeoutMilliseconds()))
    }

    @Test func withoutTimersThePollHasNoTimeoutAndAPostWakesItWithoutInput() {
        let loop = MainLoop()
        #expect(loop.timeoutMilliseconds() == -1)
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        loop.schedule {}
        #expect(loop.wait(forInputOn: descriptors[0]) == .other)
    }

    @Test func cancelledRepeatingTimersStop() {
        let loop = MainLoop()
        var count = 0
        let token = loop.schedule(after: loop.now, interval: .seconds(3600)) { count += 1 }
        loop.drain()
        #expect(count == 1)
        token.cancel()
        #expect(loop.pendingCount == 1)
        loop.drain()
        #expect(count == 1)
    }

    @Test func waitReportsInputAndHangUps() {
        let loop = MainLoop()
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        var byte: UInt8 = 1
        _ = write(descriptors[1], &byte, 1)
        #expect(loop.wait(forInputOn: descriptors[0]) == .input)
        _ = read(descriptors[0], &byte, 1)
        close(descriptors[1])
        #expect(loop.wait(forInputOn: descriptors[0]) == .inputClosed)
        close(descriptors[0])
    }

    @Test func intervalsConvertFromSecondsAndMilliseconds() {
        #expect(MainLoopInterval.seconds(1.5) == .milliseconds(1_500))
        #expect(MainLoopInterval.microseconds(2) == .nanoseconds(2_000))
        let start = MainLoopInstant(nanoseconds: 10)
        #expect(start.advanced(by: .nanoseconds(5)).nanoseconds == 15)
        #expect(start.distance(to: MainLoopInstant(nanoseconds: 4)) == .nanoseconds(-6))
    }

    @Test func intervalsAreSignedNumbers() {
        var interval: MainLoopInterval = 7
        interval += .nanoseconds(3)
        #expect(interval == .nanoseconds(10))
        interval -= .nanoseconds(25)
        #expect(interval == .nanoseconds(-15))
        #expect(interval.magnitude == 15)
        interval *= 2
        #expect(interval == .nanoseconds(-30))
        #expect(-interval == .nanoseconds(30))
        #expect(MainLoopInterval(exactly: 1_000) == .microseconds(1))
        #expect(MainLoopInterval(exactly: UInt64.max) == nil)
        #expect(MainLoopInterval.seconds(2) - .milliseconds(500) == .seconds(1.5))
    }
}

/// A thread-safe counter for posts from many threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
