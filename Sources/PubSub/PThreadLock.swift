#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain pthread mutex, for state that ThreadSanitizer must see synchronised.
///
/// `Synchronization.Mutex` parks contended threads through uninstrumented runtime code, so TSan reports
/// false races on state it guards under contention; pthread calls are intercepted by TSan. Used by
/// `Relay`, the one lock that is contended on the delivery path.
internal final class PThreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    internal init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    internal func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
