extension Subscribers {
    /// How many values a subscriber wants: `.none`, `.max(n)` or `.unlimited`.
    ///
    /// Additive and saturating: `.max(2) + .max(3) == .max(5)`, anything plus `.unlimited` is `.unlimited`,
    /// and subtraction never goes below `.none`. `.unlimited` minus anything stays `.unlimited`.
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
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

        public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == .max || rhs.rawValue == .max { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum > UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
        }

        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) {
            if lhs.rawValue == .max { return }
            lhs = lhs + rhs
        }

        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Int(clamping: rhs.magnitude) : lhs + .max(rhs)
        }

        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == .max { return .unlimited }
            if rhs.rawValue == .max { return .none }
            return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
        }

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

        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs.rawValue == .max { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(Swift.max(0, rhs)))
            return overflow || product > UInt(Int.max) ? .unlimited : Demand(rawValue: product)
        }

        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue != .max && Int(lhs.rawValue) == rhs }

        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }

        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs.rawValue < UInt(rhs) }
    }
}
