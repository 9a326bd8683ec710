/// One page of users as a provider returned it, with what is needed to ask for the next one.
public struct UserPage: Equatable, Sendable {
    public var users: [User]
    /// Zero-based page number.
    public var page: Int
    /// Page size asked for.
    public var limit: Int
    /// Total number of users the provider has, when it says.
    public var total: Int?

    public init(users: [User], page: Int, limit: Int, total: Int?) {
        self.users = users
        self.page = page
        self.limit = limit
        self.total = total
    }

    /// Whether another page may follow. An empty page ends paging; so does reaching `total`.
    public var hasMore: Bool {
        Self.hasMore(page: page, count: users.count, limit: limit, total: total)
    }

    /// Whether another page may follow page `page` of `limit` users that held `count` of them.
    public static func hasMore(page: Int, count: Int, limit: Int, total: Int?) -> Bool {
        guard count > 0 else { return false }
        guard let total else { return count >= limit }
        return page * limit + count < total
    }
}
