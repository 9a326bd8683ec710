/// A request the fixture server received, as it arrived, so tests can assert encoding and headers.
public struct RecordedRequest: Sendable, Equatable {
    public var method: String
    /// The percent-decoded path.
    public var path: String
    /// The query exactly as sent, still percent-encoded.
    public var rawQuery: String
    /// The query items, percent-decoded, in order.
    public var queryItems: [QueryItem]
    /// Header values by lower-cased name.
    public var headers: [String: String]

    /// One percent-decoded query item.
    public struct QueryItem: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// The first value for `name`, percent-decoded.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
