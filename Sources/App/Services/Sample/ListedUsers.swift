import Domain

/// A list of users held whole, with what finding one needs: the index of each id and the folded
/// texts a search runs over (`UserFilter`: what the list shows of each, name and email).
struct ListedUsers: Sendable {
    let users: [User]
    let byID: [String: Int]
    let texts: UserFilter

    init(_ users: [User]) {
        self.users = users
        byID = Dictionary(
            users.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        texts = UserFilter(users: users)
    }
}
