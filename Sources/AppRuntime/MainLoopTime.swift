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

    public func distance(to other: MainLoopInstant) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: other.nanoseconds - nanoseconds)
    }

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

    public init(integerLiteral value: Int64) { nanoseconds = value }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int64(exactly: source) else { return nil }
        nanoseconds = value
    }

    public var magnitude: UInt64 { nanoseconds.magnitude }

    public static func seconds(_ s: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(s) * 1_000_000_000) }
    public static func seconds(_ s: Double) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(s * 1e9)) }
    public static func milliseconds(_ ms: Int) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: Int64(ms) * 1_000_000)
    }
    public static func microseconds(_ us: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(us) * 1_000) }
    public static func nanoseconds(_ ns: Int) -> MainLoopInterval { MainLoopInterval(nanoseconds: Int64(ns)) }

    public static func < (lhs: MainLoopInterval, rhs: MainLoopInterval) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }
    public static func - (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }
    public static func * (lhs: MainLoopInterval, rhs: MainLoopInterval) -> MainLoopInterval {
        MainLoopInterval(nanoseconds: lhs.nanoseconds * rhs.nanoseconds)
    }
    public static func += (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs + rhs }
    public static func -= (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs - rhs }
    public static func *= (lhs: inout MainLoopInterval, rhs: MainLoopInterval) { lhs = lhs * rhs }
}
