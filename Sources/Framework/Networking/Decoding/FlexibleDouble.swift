import FoundationEssentials
import TerminalCore

/// A number that may arrive as a JSON number or as a numeric string ("12.5").
///
/// Anything else (text that is not a number, a bool, an object) fails decoding with a clear message,
/// and so does a value that is not finite ("nan", "inf", "1e999" as text) or beyond
/// `largestMagnitude`, so NaN and infinity never reach the app, nor can arithmetic on what does
/// (unit conversion, sums, `Int(value)`) overflow into them.
public struct FlexibleDouble: Decodable, Hashable, Sendable {
    /// No quantity an API sends comes near 10¹⁵; anything larger is a broken value.
    public static let largestMagnitude = 1e15

    /// The decoded number, finite and within `largestMagnitude`.
    public var value: Double

    /// Wraps a number already known.
    public init(_ value: Double) {
        self.value = value
    }

    /// Decodes a JSON number or numeric string, or fails with a clear message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self), Self.isPlausible(number) {
            value = number
        } else if let text = try? container.decode(String.self),
            let number = Double(text.trimmingWhitespace()), Self.isPlausible(number)
        {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a number or a numeric string of at most 1e15")
        }
    }

    /// Finite and within `largestMagnitude`.
    public static func isPlausible(_ number: Double) -> Bool {
        number.isFinite && abs(number) <= largestMagnitude
    }
}
