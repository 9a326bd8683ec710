import FoundationEssentials

/// One HTTP request target: base URL, path, query and headers. Knows no domain types.
///
/// Query values are percent-encoded as whole values, so `São Paulo` or `London&appid=x` arrive
/// at the server as one query value each. Header values marked secret are masked in logs.
public struct Endpoint: Hashable, Sendable {
    /// Scheme, host, port and an optional path prefix the `path` is joined to.
    public var baseURL: URL
    /// Path below the base URL; each segment is percent-encoded.
    public var path: String
    /// Query items, each value percent-encoded as one whole value.
    public var queryItems: [URLQueryItem]
    /// Request headers, by name.
    public var headers: [String: String]
    /// Names of query items and headers whose values must never be logged or shown.
    public var secretNames: Set<String>

    /// An endpoint; `secretNames` lists the query items and headers never to log or show.
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
