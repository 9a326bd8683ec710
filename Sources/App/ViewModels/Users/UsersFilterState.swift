import Domain

/// The name filter of the users list: the query, whether its field is being edited, and the
/// matching rows (positions in the whole list, ascending).
public struct UsersFilterState: Equatable, Sendable {
    /// The text typed so far.
    public var query: String
    /// True while the filter field has focus (typed keys go to it, `q` included).
    public var isEditing: Bool
    /// The users whose names match: the loaded ones when the list searches page by page; every
    /// one when the provider searches its whole list — until it answers, those of the query before
    /// (an empty `foldedQuery` shows every user).
    public var result: UserFilterResult

    public init(query: String, isEditing: Bool, result: UserFilterResult) {
        self.query = query
        self.isEditing = isEditing
        self.result = result
    }
}
