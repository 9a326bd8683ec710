import FoundationEssentials
import TerminalCore

/// An integer that may arrive as a JSON number (`200`, `200.0`) or as a numeric string (`"200"`).
///
/// A fractional number or non-numeric text fails decoding with a clear message.
public struct FlexibleInt: Decodable, Hashable, Sendable {
    /// The decoded integer.
    public var value: Int

    /// Wraps an integer already known.
    public init(_ value: Int) {
        self.value = value
    }

    /// Decodes a whole JSON number or an integer string, or fails with a clear message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let number = try? container.decode(Double.self), let exact = Int(exactly: number) {
            value = exact
        } else if let text = try? container.decode(String.self),
            let number = Int(text.trimmingWhitespace())
        {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a whole number or a numeric string")
        }
    }
}
