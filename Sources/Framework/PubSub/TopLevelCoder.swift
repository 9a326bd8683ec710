/// An encoder that turns a whole value into one `Output` (`JSONEncoder`, `PropertyListEncoder`): what
/// `encode(encoder:)` takes.
public protocol TopLevelEncoder {
    /// What it encodes to (`Data` for JSON).
    associatedtype Output
    /// Encodes it as Combine does.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value from one `Input` (`JSONDecoder`, `PropertyListDecoder`): what
/// `decode(type:decoder:)` takes.
public protocol TopLevelDecoder {
    /// What it decodes from (`Data` for JSON).
    associatedtype Input
    /// Decodes a `T` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
