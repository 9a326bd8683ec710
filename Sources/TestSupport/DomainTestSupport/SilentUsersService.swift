import Domain

/// A users service for screen tests whose answers are never delivered (their scheduler never
/// runs): the tests send the results themselves. Named "sample data", as the snapshots show.
public struct SilentUsersService: UsersService {
    /// The name the snapshots show.
    public let sourceName = "sample data"

    /// A silent service.
    public init() {}

    /// Never delivered.
    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> { throw .cancelled }

    /// Never delivered.
    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> { throw .cancelled }
}
