import Domain

/// The folded names of the loaded users in list order, searched by the filter: `UserFilter`
/// made part of an `Equatable` state.
///
/// Always built from the state's `users` and appended to page by page, so two indexes over the
/// same users are equal; equality compares the name count only, which is `O(1)`.
public struct UserNameIndex: Equatable, Sendable {
    public private(set) var filter: UserFilter

    public init(users: some Sequence<UserSummary> = []) {
        filter = UserFilter(names: users.lazy.map(\.fullName))
    }

    /// How many names are indexed.
    public var count: Int { filter.count }

    /// Makes room for `count` names in all (`UserFilter.reserveCapacity`).
    public mutating func reserveCapacity(_ count: Int) {
        filter.reserveCapacity(count)
    }

    /// Adds a newly loaded page at the end.
    public mutating func append(_ users: some Sequence<UserSummary>) {
        filter.append(names: users.lazy.map(\.fullName))
    }

    public static func == (lhs: UserNameIndex, rhs: UserNameIndex) -> Bool {
        lhs.count == rhs.count
    }
}
