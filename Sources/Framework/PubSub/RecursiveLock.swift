#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock the thread holding it may take again: what the fan-in operators hold while they deliver
/// downstream, so a downstream that requests or cancels from inside `receive` re-enters it.
///
/// A recursive pthread mutex (Foundation's `NSRecursiveLock` is one too; PubSub does not link
/// Foundation). ThreadSanitizer sees it, as it does every pthread mutex.
internal final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    internal init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it.
    internal func lock() { pthread_mutex_lock(mutex) }

    /// Releases one `lock()` of this thread.
    internal func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    internal func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
