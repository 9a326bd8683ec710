import FoundationEssentials

extension Endpoint {
    /// The request URL: the base URL's path joined with `path`, and every query value percent-encoded
    /// as one whole value (`São Paulo` → `S%C3%A3o%20Paulo`, `London&appid=x` → `London%26appid%3Dx`).
    ///
    /// - Throws: `NetworkError.invalidRequest` when the base URL has no scheme or host.
    public func url() throws(NetworkError) -> URL {
        try makeURL(maskingSecrets: false)
    }

    /// The request URL with every secret query value replaced by `***` (e.g. `appid=***`) and the
    /// base URL's user-info by `***@`. Safe for logs, error messages and cache keys.
    public var redactedDescription: String {
        guard let url = try? makeURL(maskingSecrets: true) else {
            return "<invalid endpoint \(hostDescription)>"
        }
        return url.redactedDescription
    }

    /// The host the request goes to, for error messages: an IPv6 literal in its brackets (`[::1]`).
    var hostDescription: String {
        guard let host = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)?.host, !host.isEmpty else {
            return baseURL.redactedDescription
        }
        return host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    private func makeURL(maskingSecrets: Bool) throws(NetworkError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else {
            throw .invalidRequest("the base URL \(baseURL.redactedDescription) needs http:// or https:// and a host")
        }
        components.percentEncodedPath = Self.joinedPath(components.percentEncodedPath, path)
        if queryItems.isEmpty {
            components.percentEncodedQuery = nil
        } else {
            components.percentEncodedQueryItems = queryItems.map { item in
                let value: String?
                if maskingSecrets, secretNames.contains(item.name), item.value != nil {
                    value = "***"
                } else {
                    value = item.value.map(Self.percentEncoded)
                }
                return URLQueryItem(name: Self.percentEncoded(item.name), value: value)
            }
        }
        components.fragment = nil
        guard let url = components.url else {
            throw .invalidRequest("cannot build a URL from \(baseURL.redactedDescription) and path \(path)")
        }
        return url
    }

    /// Joins the base URL's (already encoded) path prefix with the endpoint's path, one slash between.
    private static func joinedPath(_ prefix: String, _ path: String) -> String {
        let trimmedPrefix = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        let encodedSegments = path.split(separator: "/", omittingEmptySubsequences: true)
            .map { percentEncoded(String($0)) }
        let suffix = encodedSegments.joined(separator: "/")
        if suffix.isEmpty { return trimmedPrefix.isEmpty ? "/" : trimmedPrefix }
        return trimmedPrefix + "/" + suffix
    }

    /// RFC 3986 unreserved characters only: everything else, including `&`, `=`, `+`, `/`, `?` and
    /// non-ASCII letters, is percent-encoded, so a value can never leak into the query's structure.
    private static func percentEncoded(_ raw: String) -> String {
        raw.percentEncodingAllButUnreserved
    }
}
