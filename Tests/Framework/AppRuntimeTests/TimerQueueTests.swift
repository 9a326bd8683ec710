import Testing

@testable import AppRuntime

@Suite struct TimerQueueTests {
    @Test func popsDueTimersInDeadlineOrderAndTiesInInsertionOrder() {
        var queue = TimerQueue()
        let deadlines: [Int64] = [50, 10, 40, 10, 30, 20, 60, 0, 20]
        var labels: [ObjectIdentifier: String] = [:]
        for (index, deadline) in deadlines.enumerated() {
            let timer = ScheduledTimer(interval: nil) {}
            labels[ObjectIdentifier(timer)] = "\(deadline)#\(index)"
            queue.insert(timer, at: MainLoopInstant(nanoseconds: deadline))
        }
        #expect(queue.count == deadlines.count)
        #expect(queue.earliestDeadline == MainLoopInstant(nanoseconds: 0))
        #expect(queue.popDue(at: MainLoopInstant(nanoseconds: -1)) == nil)
        var popped: [String] = []
        while let entry = queue.popDue(at: MainLoopInstant(nanoseconds: 45)) {
            popped.append(labels[ObjectIdentifier(entry.timer)] ?? "?")
        }
        #expect(popped == ["0#7", "10#1", "10#3", "20#5", "20#8", "30#4", "40#2"])
        #expect(queue.count == 2)
        #expect(queue.earliestDeadline == MainLoopInstant(nanoseconds: 50))
    }
}
