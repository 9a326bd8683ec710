import Synchronization

/// The upstream links of a fan-in operator: cancels them together and counts them out as they finish.
///
/// Threading invariant for `@unchecked Sendable`: `live` lives in the mutex; slots are thread-safe.
internal final class UpstreamGroup: @unchecked Sendable {
    internal let slots: [SubscriptionSlot]
    private let live: Mutex<Int>

    internal init(count: Int) {
        slots = (0..<count).map { _ in SubscriptionSlot() }
        live = Mutex(count)
    }

    /// Marks one upstream finished; true when it was the last one.
    internal func finishOne() -> Bool {
        live.withLock { count in
            count -= 1
            return count == 0
        }
    }

    internal func cancelAll() {
        for slot in slots { slot.cancel() }
    }
}
