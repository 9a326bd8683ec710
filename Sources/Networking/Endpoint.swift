import Foundation

/// One HTTP request target: base URL, path, query and headers. Knows no domain types.
///
/// Query values are percent-encoded as whole values, so `São Paulo` or `London&appid=x` arrive
/// at the server as one query value each. Header values marked secret are masked in logs.
public struct Endpoint: Hashable, Sendable {
    public var baseURL: URL
    public var path: String
    public var queryItems: [URLQueryItem]
    public var headers: [String: String]
    /// Names of query items and headers whose values must never be logged or shown.
    public var secretNames: Set<String>

    public init(
        baseURL: URL,
        path: String,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        secretNames: Set<String> = []
    ) {
        self.baseURL = baseURL
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.secretNames = secretNames
    }
}
