import Domain
import FoundationEssentials
import Networking
import Synchronization

/// A sample catalog's users: given whole, or the ones in `sample-users.json` (compiled into the
/// binary, `PackageResources`, in DummyAPI's full-record format) decoded as they are asked for
/// (`LazyJSONArray`): a first page decodes only its own users; a later page, a user by id or a
/// search decodes the whole list, once, and indexes it.
///
/// A file that cannot be decoded is reported by every call (`.badResponse` naming the file and the
/// path in it) and counts no users. Threading: any thread.
final class UserList: Sendable {
    private static let fileName = "sample-users.json"
    private let file: LazyJSONArray<Record>?
    private let whole: Mutex<ListedUsers?>

    /// The bundled users, not decoded yet.
    init() {
        file = LazyJSONArray(Data(PackageResources.sample_users_json))
        whole = Mutex(nil)
    }

    /// `users`, whole.
    init(_ users: [User]) {
        file = nil
        whole = Mutex(ListedUsers(users))
    }

    /// How many users there are; 0 when the file cannot be decoded.
    var count: Int {
        guard let file else { return whole.withLock { $0?.users.count ?? 0 } }
        return (try? file.count()) ?? 0
    }

    /// At most `limit` users from position `start`, and how many there are in all.
    func users(from start: Int, limit: Int) throws(UsersError) -> (users: [User], total: Int) {
        guard let file else {
            let users = try listed().users
            let lower = min(start, users.count)
            return (Array(users[lower..<lower + min(limit, users.count - lower)]), users.count)
        }
        do throws(DecodingError) {
            let (records, total) = try file.elements(from: start, limit: limit)
            return (records.map(\.user), total)
        } catch {
            throw Self.failure(error)
        }
    }

    /// Every user, with the index of ids and the searched texts.
    func listed() throws(UsersError) -> ListedUsers {
        if let listed = whole.withLock({ $0 }) { return listed }
        guard let file else { preconditionFailure("a given list is whole from the start") }
        let users: [User]
        do throws(DecodingError) {
            users = try file.all().map(\.user)
        } catch {
            throw Self.failure(error)
        }
        return whole.withLock { whole in
            if let listed = whole { return listed }
            let listed = ListedUsers(users)
            whole = listed
            return listed
        }
    }

    private static func failure(_ error: DecodingError) -> UsersError {
        .badResponse(path: "\(fileName): \(error.jsonPath)")
    }

    /// One record of the bundled file, read as DummyAPI's full record.
    private struct Record: Decodable, Sendable {
        let user: User

        init(from decoder: any Decoder) throws {
            user = try DummyAPIUserDTO(from: decoder).user
        }
    }
}
