import Domain

/// The Users section's whole state, in one store: the list (rows, selection, filter, what is
/// open) and the selected user's detail, each a child feature with its own reducer and
/// feedbacks, and whether the width puts the detail beside the list.
public struct UsersState: Equatable, Sendable {
    /// The list of users and what is open over it (`presentation`).
    public var list: UsersListState
    /// The detail of the user opened or followed.
    public var detail: UserDetailState
    /// The last frame was wide enough for the detail beside the list (the screen's layout says so
    /// with `UsersEvent.layout`): while it shows there, the detail follows the selection.
    public var fitsDetailBeside = false

    /// The first state for users from a provider named `sourceName`, `pageSize` a page;
    /// `searchesWholeList` when the provider searches its whole list in process.
    public init(sourceName: String, pageSize: Int = 50, searchesWholeList: Bool = false) {
        list = UsersListState(sourceName: sourceName, pageSize: pageSize, searchesWholeList: searchesWholeList)
        detail = UserDetailState(sourceName: sourceName)
    }

    /// True when the detail is drawn beside the list: open on a wide enough screen.
    public var showsDetailBeside: Bool { fitsDetailBeside && list.isDetailOpen }
}
