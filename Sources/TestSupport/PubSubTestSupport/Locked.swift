import Foundation

/// A value behind an `NSLock`, for test doubles that threads share. A contended
/// `Synchronization.Mutex` parks in code ThreadSanitizer does not see, so `make test-tsan` reports the
/// accesses it guards as races (docs/TESTING.md, "ThreadSanitizer"); a pthread mutex it sees. Same
/// shape as `Mutex`: `withLock { $0 … }`.
///
/// Threading invariant for `@unchecked Sendable`: `value` is only touched while holding `lock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Holds `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
