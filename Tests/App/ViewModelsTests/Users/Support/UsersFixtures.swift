import Domain
import Foundation

/// Users and pages the Users view-model tests share.
enum UsersFixtures {
    /// A user with a name and id derived from `index`: "User 3", "u3".
    static func user(_ index: Int, name: String? = nil) -> User {
        let parts = (name ?? "User \(index)").split(separator: " ", maxSplits: 1).map(String.init)
        return User(
            id: "u\(index)", title: "ms", firstName: parts.first ?? "", lastName: parts.count > 1 ? parts[1] : "",
            email: "user\(index)@example.com")
    }

    /// Users `range`, in order.
    static func users(_ range: Range<Int>) -> [User] {
        range.map { user($0) }
    }

    /// The list's summaries of users `range`, as the list state keeps them.
    static func summaries(_ range: Range<Int>) -> UserSummaryList {
        UserSummaryList(users(range).map(UserSummary.init))
    }

    /// A live page of `users`.
    static func page(_ page: Int, _ users: [User], limit: Int, total: Int?) -> Fetched<UserPage> {
        Fetched(UserPage(users: users, page: page, limit: limit, total: total))
    }
}
