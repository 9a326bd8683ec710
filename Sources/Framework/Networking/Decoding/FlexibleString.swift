/// Text that may arrive as a JSON string, number or bool (`"404"`, `404`, `0`), kept as text.
public struct FlexibleString: Decodable, Hashable, Sendable {
    /// The decoded text (a number or bool as its text).
    public var value: String

    /// Wraps text already known.
    public init(_ value: String) {
        self.value = value
    }

    /// Decodes a JSON string, number or bool as text, or fails with a clear message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self) {
            value = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            value = String(flag)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a string, number or bool")
        }
    }
}
