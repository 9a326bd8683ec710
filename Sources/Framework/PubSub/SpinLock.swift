import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-word lock stored inline in its owner, for critical sections of a few instructions.
///
/// Built on `Synchronization.Atomic` with acquire/release orderings, so ThreadSanitizer sees the
/// guarded state synchronised also under contention (it does not for `Mutex`, which parks through
/// uninstrumented runtime code). A waiter spins briefly, then yields its time slice. Inline storage
/// means a relay needs no extra allocation for its lock (a pthread mutex needed two).
///
/// Unlocking starts with a releasing fence: no machine instruction on x86-64, but the optimiser must
/// finish a copy of guarded state before it (decision 1640). Without it, Swift may load a guarded
/// reference under the lock and retain it after the releasing store, when another thread can already
/// have freed it or mutated it in place (a subject's `send` copies its subscriber list this way).
@usableFromInline
internal struct SpinLock: ~Copyable {
    @usableFromInline internal let word = Atomic<Bool>(false)

    internal init() {}

    @inlinable @inline(__always)
    internal borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    @inlinable @inline(__always)
    internal borrowing func lock() {
        if word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    /// Releases the lock taken with `lock()`.
    @inlinable @inline(__always)
    internal borrowing func unlock() {
        atomicMemoryFence(ordering: .releasing)
        word.store(false, ordering: .releasing)
    }

    @usableFromInline
    internal borrowing func lockContended() {
        var spins = 0
        while true {
            if !word.load(ordering: .relaxed),
                word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
            {
                return
            }
            SpinLock.backOff(&spins)
        }
    }

    /// One round of waiting for a lock word: spin briefly, then yield the time slice.
    @inline(never)
    internal static func backOff(_ spins: inout Int) {
        spins += 1
        if spins > 64 { sched_yield() }
    }
}
