import Domain
import FoundationEssentials
import TerminalCore

/// Users from data shipped with tern: the bundled `sample-users.json` (107 people from many
/// languages and scripts) or `SyntheticUsers` for `--sample-users N`. Works offline; always `.live`.
///
/// The whole list is in process, so it is searched in one pass (`SearchableUsersService`): what the
/// list shows of the listed users (name, email) is kept folded beside them, synthetic users are
/// searched by their names' draws.
///
/// `Sendable`. The bundled users are decoded as they are asked for, a first page alone before the
/// rest (`UserList`). A bundled file that cannot be read makes every call throw `.badResponse`
/// naming the file, instead of crashing at start-up.
public struct SampleUsersService: SearchableUsersService {
    private enum Catalog: Sendable {
        case listed(UserList)
        case synthetic(SyntheticUsers)
    }

    public let sourceName = SourceNames.sample
    private let catalog: Catalog

    /// The bundled sample users, for the whole process: what it decodes, it decodes once.
    public static let bundled = SampleUsersService()

    /// The bundled sample users, decoded as they are asked for (`UserList`).
    public init() {
        catalog = .listed(UserList())
    }

    /// `count` synthetic users (deterministic for a given `seed`).
    public init(syntheticCount count: Int, seed: UInt64 = 1) {
        catalog = .synthetic(SyntheticUsers(count: count, seed: seed))
    }

    /// The given users, in order (tests, previews).
    public init(users: [User]) {
        catalog = .listed(UserList(users))
    }

    /// How many users there are in all.
    public var count: Int {
        switch catalog {
        case .listed(let list): list.count
        case .synthetic(let users): users.count
        }
    }

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        guard page >= 0, limit > 0 else { throw .invalidParameters }
        let start = page.multipliedReportingOverflow(by: limit)
        switch catalog {
        case .listed(let list):
            let (users, total) = try list.users(from: start.overflow ? .max : start.partialValue, limit: limit)
            return Fetched(UserPage(users: users, page: page, limit: limit, total: total))
        case .synthetic(let all):
            let lower = start.overflow ? all.count : min(start.partialValue, all.count)
            let users = (lower..<min(lower + limit, all.count)).map { all[$0] }
            return Fetched(UserPage(users: users, page: page, limit: limit, total: all.count))
        }
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        switch catalog {
        case .listed(let list):
            let listed = try list.listed()
            guard let index = listed.byID[id] else { throw .notFound(id: id) }
            return Fetched(listed.users[index])
        case .synthetic(let all):
            guard let index = all.index(of: id) else { throw .notFound(id: id) }
            return Fetched(all[index])
        }
    }

    public func search(_ query: String) async throws(UsersError) -> UserFilterResult {
        switch catalog {
        case .listed(let list):
            return try list.listed().texts.matches(query)
        case .synthetic(let all):
            let indices = try all.positions(whereListedTextContains: query)
            return UserFilterResult(foldedQuery: TextFolding.fold(query), indices: indices, searchedCount: all.count)
        }
    }

    public func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary] {
        guard positions.allSatisfy({ (0..<count).contains($0) }) else { throw .invalidParameters }
        switch catalog {
        case .listed(let list):
            let users = try list.listed().users
            return positions.map { UserSummary(users[$0]) }
        case .synthetic(let all): return positions.map { UserSummary(all[$0]) }
        }
    }
}
