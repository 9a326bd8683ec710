import Foundation

/// A scheduler time kept as a `Date`: the shape Combine gives `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` (two distinct types, as there). Conformers store `date`; the
/// distance, advancing, hashing and coding (`{"date": …}`) come from here.
public protocol DateSchedulerTime: Strideable, Hashable, Codable, Sendable
where Stride: TimeIntervalSchedulerStride {
    var date: Date { get }
    init(_ date: Date)
}

extension DateSchedulerTime {
    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.date == rhs.date }
    public func hash(into hasher: inout Hasher) { hasher.combine(date) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DateSchedulerTimeKeys.self)
        self.init(try container.decode(Date.self, forKey: .date))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DateSchedulerTimeKeys.self)
        try container.encode(date, forKey: .date)
    }
}

/// The key of an encoded `DateSchedulerTime`.
private enum DateSchedulerTimeKeys: String, CodingKey {
    case date
}

/// A scheduler stride kept as seconds (`TimeInterval`), as Combine's run loop and operation queue strides
/// are. Conformers store `magnitude`; arithmetic, literals, unit conversions and coding
/// (`{"magnitude": …}`) come from here.
public protocol TimeIntervalSchedulerStride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable,
    Codable, Sendable, SchedulerTimeIntervalConvertible
where Magnitude == TimeInterval, FloatLiteralType == TimeInterval, IntegerLiteralType == TimeInterval {
    var magnitude: TimeInterval { get set }
    init(_ timeInterval: TimeInterval)
}

extension TimeIntervalSchedulerStride {
    /// The distance in seconds.
    public var timeInterval: TimeInterval { magnitude }

    public init(floatLiteral value: TimeInterval) { self.init(value) }
    public init(integerLiteral value: TimeInterval) { self.init(value) }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
    }

    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs.magnitude += rhs.magnitude }
    public static func -= (lhs: inout Self, rhs: Self) { lhs.magnitude -= rhs.magnitude }
    public static func *= (lhs: inout Self, rhs: Self) { lhs.magnitude *= rhs.magnitude }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }
    public func hash(into hasher: inout Hasher) { hasher.combine(magnitude) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TimeIntervalStrideKeys.self)
        self.init(try container.decode(TimeInterval.self, forKey: .magnitude))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TimeIntervalStrideKeys.self)
        try container.encode(magnitude, forKey: .magnitude)
    }
}

/// The key of an encoded `TimeIntervalSchedulerStride`.
private enum TimeIntervalStrideKeys: String, CodingKey {
    case magnitude
}
