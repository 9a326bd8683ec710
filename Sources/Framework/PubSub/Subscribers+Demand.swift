extension Subscribers {
    /// How many values a subscriber wants: `.none`, `.max(n)` or `.unlimited`.
    ///
    /// Combine's arithmetic: additive and saturating (`.max(2) + .max(3) == .max(5)`, an overflow or
    /// anything plus `.unlimited` is `.unlimited`); subtraction never goes below `.none` (an overflow
    /// gives `.none`) and `.unlimited` minus anything stays `.unlimited`. A negative count is a
    /// programming error and traps, as in Combine (`.max(-1)`, or an `Int` sum that ends below zero).
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
        @usableFromInline internal let rawValue: UInt

        @inlinable internal init(rawValue: UInt) { self.rawValue = rawValue }

        /// As many values as the publisher produces.
        public static let unlimited = Demand(rawValue: .max)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// At most `value` values. A negative `value` is a programming error and traps, as in Combine.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The finite count, or `nil` for `.unlimited`.
        @inlinable
        public var max: Int? { rawValue == .max ? nil : Int(clamping: rawValue) }

        /// A readable form, for logs and debuggers: Combine's `description`.
        public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

        /// `.unlimited` is written as `Int.max + 1`, as Combine writes it; anything above `Int.max`
        /// reads back as `.unlimited`.
        public init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(UInt.self)
            rawValue = value > UInt(Int.max) ? .max : value
        }

        /// Encodes it as Combine does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue == .max ? UInt(Int.max) + 1 : rawValue)
        }

        /// `+` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == .max || rhs.rawValue == .max { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum > UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
        }

        /// `+=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) {
            if lhs.rawValue == .max { return }
            lhs = lhs + rhs
        }

        /// `+` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Int(clamping: rhs.magnitude) : lhs + .max(rhs)
        }

        /// `+=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// `-` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == .max { return .unlimited }
            if rhs.rawValue == .max { return .none }
            return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
        }

        /// `-=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// `.max(n) - rhs`: never below `.none`; a result past `Int.max` (subtracting a negative) is `.none`,
        /// as in Combine.
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            if lhs.rawValue == .max { return .unlimited }
            let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
            return overflow || difference < 0 ? .none : Demand(rawValue: UInt(difference))
        }

        /// `-=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// A negative factor gives `.none`.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let count = lhs.max else { return .unlimited }
            let (product, overflow) = count.multipliedReportingOverflow(by: Swift.max(0, rhs))
            return overflow ? .unlimited : .max(product)
        }

        /// `*=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// `<` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `==` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        /// `!=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        /// `==` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
        /// `!=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }

        /// `<` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        /// `<=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        /// `>` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        /// `>=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        /// `<` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// `<=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        /// `>` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// `>=` on Subscribers.Demand, as Combine defines it.
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
