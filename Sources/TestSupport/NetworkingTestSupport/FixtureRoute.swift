/// One route of the fixture server: a path, optional query values that must all match, and the reply.
///
/// A path segment that is exactly `*` matches any one segment (`/data/v1/user/*`).
/// Routes are tried in the order they were added, last added first, so a test can override a
/// general route with a more specific one.
public struct FixtureRoute: Sendable, Equatable {
    public var path: String
    /// Query values the request must carry (after percent-decoding); empty matches any query.
    public var query: [String: String]
    public var reply: FixtureReply

    public init(path: String, query: [String: String] = [:], reply: FixtureReply) {
        self.path = path
        self.query = query
        self.reply = reply
    }

    func matches(_ request: RecordedRequest) -> Bool {
        let wanted = path.split(separator: "/", omittingEmptySubsequences: false)
        let actual = request.path.split(separator: "/", omittingEmptySubsequences: false)
        guard wanted.count == actual.count, zip(wanted, actual).allSatisfy({ $0 == "*" || $0 == $1 }) else {
            return false
        }
        return query.allSatisfy { name, value in request.queryValue(name) == value }
    }
}
