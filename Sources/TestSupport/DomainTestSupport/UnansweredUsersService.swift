import Domain

/// A users service that never answers: each call waits until its task is cancelled.
public final class UnansweredUsersService: UsersService, @unchecked Sendable {
    /// A service with nothing set up yet.
    public init() {}

    public let sourceName = "fake data"
    private let (never, keptOpen) = AsyncStream<Void>.makeStream()

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        for await _ in never {}
        throw .cancelled
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        for await _ in never {}
        throw .cancelled
    }
}
