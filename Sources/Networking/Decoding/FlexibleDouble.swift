import Foundation

/// A number that may arrive as a JSON number or as a numeric string ("12.5").
///
/// Anything else (text that is not a number, a bool, an object) fails decoding with a clear message,
/// and so does a value that is not finite ("nan", "inf", "1e999" as text), so NaN and infinity never
/// reach the app.
public struct FlexibleDouble: Decodable, Hashable, Sendable {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self), number.isFinite {
            value = number
        } else if let text = try? container.decode(String.self),
            let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite
        {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a finite number or a numeric string")
        }
    }
}
