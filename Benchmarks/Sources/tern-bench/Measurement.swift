import Dispatch
import MallocCounter

/// What one workload run cost: wall time and heap allocations.
struct Measurement {
    let seconds: Double
    let allocations: UInt64

    /// Runs `body` once and measures it.
    static func of(_ body: () -> Void) -> Measurement {
        let allocationsBefore = malloc_counter_allocations()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let end = DispatchTime.now().uptimeNanoseconds
        return Measurement(
            seconds: Double(end - start) / 1e9, allocations: malloc_counter_allocations() - allocationsBefore)
    }

    /// Runs `body` `repeats` times and keeps the fastest run (the least disturbed by the shared machine).
    static func best(of repeats: Int, _ body: () -> Void) -> Measurement {
        (0..<repeats).map { _ in of(body) }.min { $0.seconds < $1.seconds } ?? of(body)
    }
}

/// Memory held by something built and kept alive: heap bytes and resident-set growth.
struct MemoryFootprint {
    let heapBytes: Int
    let rssBytes: Int

    /// Measures what `build` allocates and keeps until `release` is called. The RSS reader runs once
    /// first: its first call pages in libc's stdio and scanf code after it has read the count, about
    /// 60 KiB that would otherwise land in the delta of whatever is measured.
    static func of(_ build: () -> Any) -> MemoryFootprint {
        _ = malloc_counter_rss_bytes()
        let heapBefore = malloc_counter_heap_bytes()
        let rssBefore = malloc_counter_rss_bytes()
        let kept = build()
        let footprint = MemoryFootprint(
            heapBytes: Int(malloc_counter_heap_bytes()) - Int(heapBefore),
            rssBytes: Int(malloc_counter_rss_bytes()) - Int(rssBefore))
        withExtendedLifetime(kept) {}
        return footprint
    }
}

/// Keeps a value observable so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
