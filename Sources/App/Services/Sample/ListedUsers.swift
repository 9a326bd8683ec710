import Domain

/// A list of users held whole, with what finding one needs: the index of each id and the folded
/// names a search runs over (`UserFilter`).
struct ListedUsers: Sendable {
    let users: [User]
    let byID: [String: Int]
    let names: UserFilter

    init(_ users: [User]) {
        self.users = users
        byID = Dictionary(
            users.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        names = UserFilter(users: users)
    }
}
