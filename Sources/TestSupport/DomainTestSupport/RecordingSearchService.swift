import Domain
import PubSubTestSupport

/// A provider that holds its whole list in process and searches it with `UserFilter` (as the
/// sample service does), recording every call, and able to hold its searches until the test
/// releases them (a slow search).
public final class RecordingSearchService: SearchableUsersService, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case page(Int)
        case search(String)
        case summaries([Int])
    }

    private struct Record {
        var calls: [Call] = []
        var holdsSearches = false
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let users: [User]
    private let names: UserFilter
    private let record = Locked(Record())

    public init(users: [User]) {
        self.users = users
        names = UserFilter(users: users)
    }

    public let sourceName = "sample data"

    /// The calls made so far, in order.
    public var calls: [Call] { record.withLock { $0.calls } }

    /// From now on searches wait for `releaseSearches()` before they answer.
    public func holdSearches() {
        record.withLock { $0.holdsSearches = true }
    }

    /// Lets every held search answer, and the next ones answer at once.
    public func releaseSearches() {
        let held = record.withLock { record in
            record.holdsSearches = false
            defer { record.held = [] }
            return record.held
        }
        for search in held { search.resume() }
    }

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        record.withLock { $0.calls.append(.page(page)) }
        let start = min(page * limit, users.count)
        return Fetched(
            UserPage(
                users: Array(users[start..<min(start + limit, users.count)]), page: page, limit: limit,
                total: users.count))
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        guard let user = users.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return Fetched(user)
    }

    public func search(_ query: String) async throws(UsersError) -> UserFilterResult {
        await withCheckedContinuation { continuation in
            let holds = record.withLock { record in
                record.calls.append(.search(query))
                if record.holdsSearches { record.held.append(continuation) }
                return record.holdsSearches
            }
            if !holds { continuation.resume() }
        }
        return names.matches(query)
    }

    public func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary] {
        record.withLock { $0.calls.append(.summaries(positions)) }
        return positions.map { UserSummary(users[$0]) }
    }
}
