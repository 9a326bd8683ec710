import Foundation
import PubSub

/// A scheduler time kept as a `Date`: the shape Combine gives `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` (two distinct types, as there). Conformers store `date`; the
/// distance, advancing, hashing and coding (`{"date": …}`) come from here.
public protocol DateSchedulerTime: Strideable, Hashable, Codable, Sendable
where Stride: TimeIntervalSchedulerStride {
    /// The moment this time stands for.
    var date: Date { get }
    /// The time at `date`.
    init(_ date: Date)
}

extension DateSchedulerTime {
    /// How far `other` is from this time: Combine's `Strideable.distance(to:)`.
    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    /// This time moved by `n`: Combine's `Strideable.advanced(by:)`.
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
    /// `==` on DateSchedulerTime, as Combine defines it.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.date == rhs.date }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(date) }

    /// Decodes what `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DateSchedulerTimeKeys.self)
        self.init(try container.decode(Date.self, forKey: .date))
    }

    /// Encodes it as Combine does.
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
    /// The stride's size: Combine's `magnitude`.
    var magnitude: TimeInterval { get set }
    /// A stride of `timeInterval` seconds.
    init(_ timeInterval: TimeInterval)
}

extension TimeIntervalSchedulerStride {
    /// The distance in seconds.
    public var timeInterval: TimeInterval { magnitude }

    /// A stride from a float literal: Combine's `ExpressibleByFloatLiteral`.
    public init(floatLiteral value: TimeInterval) { self.init(value) }
    /// A stride from an integer literal: Combine's `ExpressibleByIntegerLiteral`.
    public init(integerLiteral value: TimeInterval) { self.init(value) }

    /// The stride `source` is, when it is exact: Combine's `init?(exactly:)`.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
    }

    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    /// A stride of the given number of seconds: Combine's `SchedulerTimeIntervalConvertible.seconds(_:)`.
    public static func seconds(_ s: Double) -> Self { Self(s) }
    /// A stride of the given number of milliseconds: Combine's `SchedulerTimeIntervalConvertible.milliseconds(_:)`.
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
    /// A stride of the given number of microseconds: Combine's `SchedulerTimeIntervalConvertible.microseconds(_:)`.
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
    /// A stride of the given number of nanoseconds: Combine's `SchedulerTimeIntervalConvertible.nanoseconds(_:)`.
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

    /// `<` on strides, as Combine defines it.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// `+` on strides, as Combine defines it.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    /// `-` on strides, as Combine defines it.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    /// `*` on strides, as Combine defines it.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    /// `+=` on strides, as Combine defines it.
    public static func += (lhs: inout Self, rhs: Self) { lhs.magnitude += rhs.magnitude }
    /// `-=` on strides, as Combine defines it.
    public static func -= (lhs: inout Self, rhs: Self) { lhs.magnitude -= rhs.magnitude }
    /// `*=` on strides, as Combine defines it.
    public static func *= (lhs: inout Self, rhs: Self) { lhs.magnitude *= rhs.magnitude }
    /// `==` on strides, as Combine defines it.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(magnitude) }

    /// Decodes what `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TimeIntervalStrideKeys.self)
        self.init(try container.decode(TimeInterval.self, forKey: .magnitude))
    }

    /// Encodes it as Combine does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TimeIntervalStrideKeys.self)
        try container.encode(magnitude, forKey: .magnitude)
    }
}

/// The key of an encoded `TimeIntervalSchedulerStride`.
private enum TimeIntervalStrideKeys: String, CodingKey {
    case magnitude
}
