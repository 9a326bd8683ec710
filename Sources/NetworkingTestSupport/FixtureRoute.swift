/// One route of the fixture server: a path, optional query values that must all match, and the reply.
///
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
        guard request.path == path else { return false }
        return query.allSatisfy { name, value in request.queryValue(name) == value }
    }
}
