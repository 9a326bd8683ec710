import Domain

/// A users service that never answers: each call waits until its task is cancelled.
final class UnansweredUsersService: UsersService, @unchecked Sendable {
    let sourceName = "fake data"
    private let (never, keptOpen) = AsyncStream<Void>.makeStream()

    func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        for await _ in never {}
        throw .cancelled
    }

    func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        for await _ in never {}
        throw .cancelled
    }
}
