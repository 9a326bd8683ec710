#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An address on the calling thread's stack, which a token holder keeps in its token word's bits above
/// the flags: a thread that finds the token taken tells its own re-entrant call (the mark is on its own
/// stack: it queues) from another thread's delivery (it waits), as Combine's recursive lock per
/// subscription does. Taking the address costs no call; only the contended path looks up the stack's
/// bounds, once per thread.
internal enum StackMark {
    /// An address in the caller's frame, with the flag bits cleared.
    @inline(__always)
    internal static func here() -> Int {
        var slot: UInt8 = 0
        return withUnsafeMutablePointer(to: &slot) { Int(bitPattern: UInt(bitPattern: $0)) } & ~TokenWord.flagBits
    }

    /// Whether the mark in state `s` lies on this thread's stack (so this thread holds the token). A state
    /// without a mark (a token given at creation, before `start()`) belongs to another thread. Where the
    /// stack's bounds cannot be found, every mark counts as this thread's: queueing instead of waiting
    /// can never deadlock.
    internal static func isOnThisThread(_ s: Int) -> Bool {
        let mark = s & ~TokenWord.flagBits
        guard mark != 0 else { return false }
        let bounds = ThreadStack.bounds()
        return bounds.isEmpty || bounds.contains(mark)
    }
}

/// The calling thread's stack range, looked up once per thread and kept in a thread-specific slot.
private enum ThreadStack {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    static func bounds() -> Range<Int> {
        if let cached = pthread_getspecific(key)?.assumingMemoryBound(to: Int.self) {
            return cached[0]..<cached[1]
        }
        let range = lookUp()
        if let slot = malloc(2 * MemoryLayout<Int>.stride)?.assumingMemoryBound(to: Int.self) {
            slot[0] = range.lowerBound
            slot[1] = range.upperBound
            pthread_setspecific(key, slot)
        }
        return range
    }

    #if canImport(Glibc)
        /// glibc's `pthread_getattr_np`, which Swift's Glibc module leaves out (it is a GNU extension).
        private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np").map {
            unsafeBitCast($0, to: GetAttributes.self)
        }

        private static func lookUp() -> Range<Int> {
            var attributes = pthread_attr_t()
            guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return 0..<0 }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            pthread_attr_getstack(&attributes, &base, &size)
            let low = Int(bitPattern: UInt(bitPattern: base))
            return low..<(low + size)
        }
    #else
        private static func lookUp() -> Range<Int> {
            let top = Int(bitPattern: UInt(bitPattern: pthread_get_stackaddr_np(pthread_self())))
            return (top - pthread_get_stacksize_np(pthread_self()))..<top
        }
    #endif
}
