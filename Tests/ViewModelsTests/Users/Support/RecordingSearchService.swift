import Domain
import PubSubTestSupport

/// A provider that holds its whole list in process and searches it with `UserFilter` (as the
/// sample service does), recording every call, and able to hold its searches until the test
/// releases them (a slow search).
final class RecordingSearchService: SearchableUsersService, @unchecked Sendable {
    enum Call: Equatable {
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

    init(users: [User]) {
        self.users = users
        names = UserFilter(users: users)
    }

    let sourceName = "sample data"

    /// The calls made so far, in order.
    var calls: [Call] { record.withLock { $0.calls } }

    /// From now on searches wait for `releaseSearches()` before they answer.
    func holdSearches() {
        record.withLock { $0.holdsSearches = true }
    }

    /// Lets every held search answer, and the next ones answer at once.
    func releaseSearches() {
        let held = record.withLock { record in
            record.holdsSearches = false
            defer { record.held = [] }
            return record.held
        }
        for search in held { search.resume() }
    }

    func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        record.withLock { $0.calls.append(.page(page)) }
        let start = min(page * limit, users.count)
        return Fetched(
            UserPage(
                users: Array(users[start..<min(start + limit, users.count)]), page: page, limit: limit,
                total: users.count))
    }

    func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        guard let user = users.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return Fetched(user)
    }

    func searchNames(_ query: String) async throws(UsersError) -> UserFilterResult {
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

    func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary] {
        record.withLock { $0.calls.append(.summaries(positions)) }
        return positions.map { UserSummary(users[$0]) }
    }
}
