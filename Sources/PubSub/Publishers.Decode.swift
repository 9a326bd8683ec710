import Foundation

extension Publisher where Output == Data {
    /// Decodes each `Data` value as `type`; a decoding error fails the stream.
    public func decode<Item: Decodable>(type: Item.Type, decoder: JSONDecoder) -> Publishers.TryMap<Self, Item> {
        tryMap { try decoder.decode(type, from: $0) }
    }
}
