import Domain
import PubSubTestSupport
import Testing

/// A users service that answers only what a test set up, in order, and fails the test on any
/// other call. Records every call.
public final class FakeUsersService: UsersService, @unchecked Sendable {
    /// A service with nothing set up yet.
    public init() {}

    public enum Call: Equatable, Sendable {
        case page(Int, limit: Int)
        case user(String)
    }

    private struct Script {
        var pages: [Int: Result<Fetched<UserPage>, UsersError>] = [:]
        var users: [String: Result<Fetched<User>, UsersError>] = [:]
        var calls: [Call] = []
    }

    public let sourceName = "fake data"
    private let script = Locked(Script())

    /// The calls made so far, in order.
    public var calls: [Call] { script.withLock { $0.calls } }

    /// Answers the next request for `page` with `result`.
    public func expectPage(_ page: Int, _ result: Result<Fetched<UserPage>, UsersError>) {
        script.withLock { $0.pages[page] = result }
    }

    /// Answers the next request for user `id` with `result`.
    public func expectUser(_ id: String, _ result: Result<Fetched<User>, UsersError>) {
        script.withLock { $0.users[id] = result }
    }

    public func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        let answer = script.withLock { script in
            script.calls.append(.page(page, limit: limit))
            return script.pages.removeValue(forKey: page)
        }
        guard let answer else {
            Issue.record("unexpected loadPage(\(page), limit: \(limit))")
            throw .cancelled
        }
        return try answer.get()
    }

    public func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        let answer = script.withLock { script in
            script.calls.append(.user(id))
            return script.users.removeValue(forKey: id)
        }
        guard let answer else {
            Issue.record("unexpected loadUser(id: \(id))")
            throw .cancelled
        }
        return try answer.get()
    }
}
