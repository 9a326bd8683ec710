import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The atomic state word of a subscription with a delivery token: `active`, `delivering` (the token),
/// `locked` (a spin lock for slow paths) and one bit of the owner's choosing (`extra`).
///
/// The fast path takes the token with one compare-exchange from an exact idle state and gives it back
/// with another; any other state (something queued, demand to count, cancelled, locked) sends the
/// caller to its slow path, which sets `locked`, works on its lock-guarded fields and stores the new
/// state, which also unlocks. Acquire/release orderings make the guarded fields and the calls made
/// by successive token holders visible to ThreadSanitizer as synchronised.
internal struct TokenWord: ~Copyable {
    static var active: Int { 1 }
    static var delivering: Int { 2 }
    static var locked: Int { 4 }
    static var extra: Int { 8 }

    private let word: Atomic<Int>

    internal init(_ initial: Int) { word = Atomic(initial) }

    /// Takes the token if the state is exactly `idle` (which must not have `delivering` set).
    @inline(__always)
    internal borrowing func takeToken(ifIdle idle: Int) -> Bool {
        word.compareExchange(expected: idle, desired: idle | TokenWord.delivering, ordering: .acquiring).exchanged
    }

    /// Gives the token back if nothing changed since `takeToken(ifIdle: idle)`.
    @inline(__always)
    internal borrowing func releaseToken(toIdle idle: Int) -> Bool {
        word.compareExchange(expected: idle | TokenWord.delivering, desired: idle, ordering: .releasing).exchanged
    }

    /// Takes the token if the state is exactly `idle`, leaving the holder's stack `mark` above the flags.
    @inline(__always)
    internal borrowing func takeToken(ifIdle idle: Int, marking mark: Int) -> Bool {
        word.compareExchange(expected: idle, desired: idle | TokenWord.delivering | mark, ordering: .acquiring)
            .exchanged
    }

    /// Gives the token back if nothing changed since `takeToken(ifIdle: idle, marking: mark)`.
    @inline(__always)
    internal borrowing func releaseToken(toIdle idle: Int, marked mark: Int) -> Bool {
        word.compareExchange(expected: idle | TokenWord.delivering | mark, desired: idle, ordering: .releasing)
            .exchanged
    }

    /// Returns once the token is free or the owner ended: spins briefly, then yields, then naps (a
    /// delivery may take long, and the cores are shared).
    internal borrowing func waitForToken() {
        var rounds = 0
        while true {
            let s = word.load(ordering: .relaxed)
            if s & TokenWord.delivering == 0 || s & TokenWord.active == 0 { return }
            rounds += 1
            if rounds > 1_000 {
                usleep(50)
            } else {
                SpinLock.backOff(&rounds)
            }
        }
    }

    /// How many low bits the flags take; the bits above them are the owner's to use (`SubjectSink`
    /// keeps an address there), and the token holder's stack mark while it delivers.
    static var flagBitCount: Int { 4 }

    /// The flag bits: `active`, `delivering`, `locked` and `extra`.
    static var flagBits: Int { (1 << flagBitCount) - 1 }

    /// Takes the token if the flag bits are exactly `idle` (which must not have `delivering` set), putting
    /// the holder's stack `mark` above the flags; returns the bits it replaced, for the holder to put back
    /// with `releaseToken(toFlags:marked:restoring:)`, or nil if the token was not taken.
    @inline(__always)
    internal borrowing func takeToken(ifFlagsAre idle: Int, marking mark: Int) -> Int? {
        let s = word.load(ordering: .relaxed)
        guard s & TokenWord.flagBits == idle,
            word.compareExchange(expected: s, desired: idle | TokenWord.delivering | mark, ordering: .acquiring)
                .exchanged
        else { return nil }
        return s & ~TokenWord.flagBits
    }

    /// Gives the token back if the state is still `idle | delivering | mark`, putting `high` back above the
    /// flags.
    @inline(__always)
    internal borrowing func releaseToken(toFlags idle: Int, marked mark: Int, restoring high: Int) -> Bool {
        word.compareExchange(expected: idle | TokenWord.delivering | mark, desired: idle | high, ordering: .releasing)
            .exchanged
    }

    /// Puts `value` in the bits above the flags. Only while no other thread can see the word yet.
    internal borrowing func storeHighBits(_ value: UInt) {
        assert(value >> (UInt.bitWidth - TokenWord.flagBitCount) == 0, "the value must fit above the flags")
        let s = word.load(ordering: .relaxed)
        word.store(Int(bitPattern: value << TokenWord.flagBitCount) | s & TokenWord.flagBits, ordering: .relaxed)
    }

    /// The bits above the flags of the state `s`.
    internal static func highBits(of s: Int) -> UInt { UInt(bitPattern: s) >> flagBitCount }

    /// The current state, for reads that need no lock.
    internal borrowing func load() -> Int { word.load(ordering: .acquiring) }

    /// Sets the lock bit; returns the state without it.
    internal borrowing func lock() -> Int {
        var s = word.load(ordering: .relaxed)
        var spins = 0
        while true {
            if s & TokenWord.locked == 0 {
                let (locked, current) = word.compareExchange(
                    expected: s, desired: s | TokenWord.locked, ordering: .acquiring)
                if locked { return s }
                s = current
            } else {
                SpinLock.backOff(&spins)
                s = word.load(ordering: .relaxed)
            }
        }
    }

    /// Stores `s` (which must not have the lock bit), releasing the lock. Starts with a releasing fence,
    /// as `SpinLock.unlock` does (decision 1640): a guarded reference copied under the lock (a relay's
    /// subscriber for its mirror, a merge's links) is then retained before the lock is free.
    internal borrowing func unlock(_ s: Int) {
        atomicMemoryFence(ordering: .releasing)
        word.store(s, ordering: .releasing)
    }
}
