/// The main loop's pending timers as a binary min-heap on (deadline, insertion order), so the
/// earliest deadline is found in O(1) and timers due at the same instant run in FIFO order.
struct TimerQueue {
    struct Entry {
        var deadline: MainLoopInstant
        var sequence: UInt64
        var timer: ScheduledTimer
    }

    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0

    var count: Int { heap.count }
    var earliestDeadline: MainLoopInstant? { heap.first?.deadline }

    mutating func insert(_ timer: ScheduledTimer, at deadline: MainLoopInstant) {
        heap.append(Entry(deadline: deadline, sequence: nextSequence, timer: timer))
        nextSequence += 1
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest timer if it is due at `now`.
    mutating func popDue(at now: MainLoopInstant) -> Entry? {
        guard let first = heap.first, first.deadline <= now else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return first
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        (heap[a].deadline, heap[a].sequence) < (heap[b].deadline, heap[b].sequence)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, precedes(left, smallest) { smallest = left }
            if right < heap.count, precedes(right, smallest) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
