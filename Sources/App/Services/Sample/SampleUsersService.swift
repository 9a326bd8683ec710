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
/// Immutable and `Sendable`. A bundled file that cannot be read makes every call throw
/// `.badResponse` naming the file, instead of crashing at start-up.
public struct SampleUsersService: SearchableUsersService {
    private enum Catalog: Sendable {
        case listed([User], byID: [String: Int], texts: UserFilter)
        case synthetic(SyntheticUsers)
        case unreadable(String)
    }

    public let sourceName = SourceNames.sample
    private let catalog: Catalog

    /// The bundled sample users, decoded once, when first asked for (decision 2042).
    public static let bundled = SampleUsersService()

    /// The bundled sample users (`bundled` decodes them once for the process).
    public init() {
        do {
            self.init(users: try Self.bundledUsers())
        } catch {
            self.init(catalog: .unreadable(error.path))
        }
    }

    /// `count` synthetic users (deterministic for a given `seed`).
    public init(syntheticCount count: Int, seed: UInt64 = 1) {
        self.init(catalog: .synthetic(SyntheticUsers(count: count, seed: seed)))
    }

    /// The given users, in order (tests, previews).
    public init(users: [User]) {
        let byID = Dictionary(
            users.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.init(catalog: .listed(users, byID: byID, texts: UserFilter(users: users)))
    }

    private init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// How many users there are in all.
    public var count: Int {
        switch catalog {
        case .listed(let users, _, _): users.count
        case .synthetic(let users): users.count
        case .unreadable: 0
        }
    }

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        guard page >= 0, limit > 0 else { throw .invalidParameters }
        let start = page.multipliedReportingOverflow(by: limit)
        let lower = start.overflow ? count : min(start.partialValue, count)
        let range = lower..<min(lower + limit, count)
        let users: [User]
        switch catalog {
        case .listed(let all, _, _): users = Array(all[range])
        case .synthetic(let all): users = range.map { all[$0] }
        case .unreadable(let path): throw .badResponse(path: path)
        }
        return Fetched(UserPage(users: users, page: page, limit: limit, total: count))
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        switch catalog {
        case .listed(let all, let byID, _):
            guard let index = byID[id] else { throw .notFound(id: id) }
            return Fetched(all[index])
        case .synthetic(let all):
            guard let index = all.index(of: id) else { throw .notFound(id: id) }
            return Fetched(all[index])
        case .unreadable(let path):
            throw .badResponse(path: path)
        }
    }

    public func search(_ query: String) async throws(UsersError) -> UserFilterResult {
        switch catalog {
        case .listed(_, _, let texts):
            return texts.matches(query)
        case .synthetic(let all):
            let indices = try all.positions(whereListedTextContains: query)
            return UserFilterResult(foldedQuery: TextFolding.fold(query), indices: indices, searchedCount: all.count)
        case .unreadable(let path):
            throw .badResponse(path: path)
        }
    }

    public func summaries(at positions: [Int]) async throws(UsersError) -> [UserSummary] {
        guard positions.allSatisfy({ (0..<count).contains($0) }) else { throw .invalidParameters }
        switch catalog {
        case .listed(let all, _, _): return positions.map { UserSummary(all[$0]) }
        case .synthetic(let all): return positions.map { UserSummary(all[$0]) }
        case .unreadable(let path): throw .badResponse(path: path)
        }
    }

    /// Decodes `sample-users.json`, compiled into the binary (`PackageResources`), with the
    /// DummyAPI full-record decoder (the file uses that format).
    static func bundledUsers() throws(JSONBody.Failure) -> [User] {
        let name = "sample-users.json"
        let data = Data(PackageResources.sample_users_json)
        do {
            return try JSONBody.decode([DummyAPIUserDTO].self, from: data).map(\.user)
        } catch {
            throw JSONBody.Failure(path: "\(name): \(error.path)", reason: error.reason)
        }
    }
}
