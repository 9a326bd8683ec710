import FoundationEssentials

/// A complete HTTP response: status, headers (lower-cased names) and body bytes, and — when it
/// was served from the offline cache because the network failed — when it was first received.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Header values by lower-cased name.
    public var headers: [String: String]
    /// The whole body.
    public var body: Data
    /// When this response was fetched, if it comes from the offline cache; `nil` for a live response.
    public var cachedAt: Date?

    /// A response; `cachedAt` only for one served from the offline cache.
    public init(status: Int, headers: [String: String] = [:], body: Data, cachedAt: Date? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.cachedAt = cachedAt
    }
}
