import Glibc
import PubSub

/// A point on the monotonic clock, in nanoseconds: the main loop's `SchedulerTimeType`.
public struct MainLoopInstant: Strideable, Hashable, Sendable {
    /// Nanoseconds since the monotonic clock's start (boot, on Linux).
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the monotonic clock's start.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The current monotonic time.
    public static var now: MainLoopInstant {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return MainLoopInstant(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    /// The span from this instant to `other`.
    public func distance(to other: MainLoopInstant) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: other.nanoseconds - nanoseconds)
    }

    /// This instant moved by `interval`.
    public func advanced(by interval: MainLoopInterval) -> MainLoopInstant {
        MainLoopInstant(nanoseconds: nanoseconds + interval.nanoseconds)
    }
}

/// A signed span of monotonic time in nanoseconds: the main loop's `SchedulerTimeType.Stride`.
public struct MainLoopInterval: SignedNumeric, Comparable, Hashable, Sendable, SchedulerTimeIntervalConvertible {
    /// The span in nanoseconds; negative spans go back in time.
    public var nanoseconds: Int64

    /// A span of `nanoseconds`.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// A span of `value` nanoseconds.
    public init(integerLiteral value: Int64) { nanoseconds = value }

    /// A span of `source` nanoseconds, when it fits.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int64(exactly: source) else { return nil }
        nanoseconds = value
    }

    /// The span's length, without its sign.
    public var magnitude: UInt64 { nanoseconds.magnitude }

    /// A span of `s` seconds.
    public static func seconds(_ s: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(s) * 1_000_000_000) }
    /// A span of `s` seconds.
    public static func seconds(_ s: Double) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(s * 1e9)) }
    /// A span of `ms` milliseconds.
    public static func milliseconds(_ ms: Int) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: Int64(ms) * 1_000_000)
    }
    /// A span of `us` microseconds.
    public static func microseconds(_ us: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(us) * 1_000) }
    /// A span of `ns` nanoseconds.
    public static func nanoseconds(_ ns: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(ns)) }

    /// The shorter (or more negative) span first.
    public static func < (lhs: MainLoopInterval, rhs: MainLoopInterval) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    /// The two spans added.
    public static func + (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }
    /// `rhs` taken from `lhs`.
    public static func - (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }
    /// The two spans multiplied, in nanoseconds.
    public static func * (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds * rhs.nanoseconds)
    }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs + rhs }
    /// Takes `rhs` from `lhs`.
    public static func -= (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs - rhs }
    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs * rhs }
}
