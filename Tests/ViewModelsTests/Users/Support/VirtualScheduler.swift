import Foundation
import PubSub
import Testing

/// A virtual-time scheduler for the Users view-model tests: actions run only when the test says,
/// in time order. Stands in until PubSubTestSupport's `TestScheduler` is on main.
///
/// Thread-safe: view models' tasks enqueue results from other threads.
final class VirtualScheduler: Scheduler, @unchecked Sendable {
    struct Time: Strideable, Hashable {
        var seconds: Double
        func distance(to other: Time) -> Double { other.seconds - seconds }
        func advanced(by n: Double) -> Time { Time(seconds: seconds + n) }
    }

    private struct Entry {
        var due: Double
        var order: Int
        var interval: Double?
        var id: Int
        var action: () -> Void
    }

    private struct Queue {
        var now = 0.0
        var nextOrder = 0
        var entries: [Entry] = []
        var cancelled: Set<Int> = []
    }

    private let lock = NSLock()
    private var state = Queue()

    private func locked<T>(_ body: (inout Queue) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    var now: Time { Time(seconds: locked { $0.now }) }
    var minimumTolerance: Double { 0 }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(after: nil, interval: nil, action)
    }

    func schedule(after date: Time, tolerance: Double, options: Never?, _ action: @escaping () -> Void) {
        enqueue(after: date.seconds, interval: nil, action)
    }

    func schedule(
        after date: Time, interval: Double, tolerance: Double, options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let id = enqueue(after: date.seconds, interval: interval, action)
        return Token { [weak self] in _ = self?.locked { $0.cancelled.insert(id) } }
    }

    @discardableResult
    private func enqueue(after due: Double?, interval: Double?, _ action: @escaping () -> Void) -> Int {
        locked { queue in
            queue.nextOrder += 1
            queue.entries.append(
                Entry(
                    due: due ?? queue.now, order: queue.nextOrder, interval: interval, id: queue.nextOrder,
                    action: action))
            return queue.nextOrder
        }
    }

    /// How many repeating or one-shot actions are waiting (cancelled ones excluded).
    var pendingCount: Int {
        locked { queue in queue.entries.filter { !queue.cancelled.contains($0.id) }.count }
    }

    /// Moves the clock forward by `seconds`, running every action that falls due, in order.
    func advance(by seconds: Double) {
        let target = locked { $0.now } + seconds
        while let entry = takeNext(dueBy: target) {
            entry.action()
        }
        locked { $0.now = max($0.now, target) }
    }

    /// Waits (yielding, never sleeping) until a background task has handed an action to run now,
    /// then runs what is due. Records an issue when nothing arrives.
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<100_000 {
            let hasDue = locked { queue in
                queue.entries.contains { $0.due <= queue.now && !queue.cancelled.contains($0.id) }
            }
            if hasDue {
                advance(by: 0)
                return
            }
            await Task.yield()
        }
        Issue.record("no result was delivered to the scheduler", sourceLocation: sourceLocation)
    }

    private func takeNext(dueBy target: Double) -> Entry? {
        locked { queue in
            queue.entries.removeAll { queue.cancelled.contains($0.id) }
            guard
                let index = queue.entries.indices.filter({ queue.entries[$0].due <= target })
                    .min(by: {
                        (queue.entries[$0].due, queue.entries[$0].order) < (
                            queue.entries[$1].due, queue.entries[$1].order
                        )
                    })
            else { return nil }
            let entry = queue.entries.remove(at: index)
            queue.now = max(queue.now, entry.due)
            if let interval = entry.interval {
                queue.nextOrder += 1
                queue.entries.append(
                    Entry(
                        due: entry.due + interval, order: queue.nextOrder, interval: interval, id: entry.id,
                        action: entry.action))
            }
            return entry
        }
    }

    private struct Token: Cancellable {
        let onCancel: () -> Void
        func cancel() { onCancel() }
    }
}

extension Double: SchedulerTimeIntervalConvertible {
    public static func seconds(_ s: Int) -> Double { Double(s) }
    public static func seconds(_ s: Double) -> Double { s }
    public static func milliseconds(_ ms: Int) -> Double { Double(ms) / 1_000 }
    public static func microseconds(_ us: Int) -> Double { Double(us) / 1_000_000 }
    public static func nanoseconds(_ ns: Int) -> Double { Double(ns) / 1_000_000_000 }
}
