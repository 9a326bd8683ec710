import Foundation

/// A number that may arrive as a JSON number or as a numeric string ("12.5").
///
/// Anything else (text that is not a number, a bool, an object) fails decoding with a clear message.
public struct FlexibleDouble: Decodable, Hashable, Sendable {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
        } else if let text = try? container.decode(String.self),
            let number = Double(text.trimmingCharacters(in: .whitespaces))
        {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a number or a numeric string")
        }
    }
}
