import ViewModelCore

/// Everything that can happen to the Users section: its list's events, its detail's, and the two
/// that concern both.
public enum UsersEvent: Equatable, Sendable {
    /// An event of the list (a key, or a page or search that came back).
    case list(UsersListEvent)
    /// An event of the detail (a record that came back, a retry).
    case detail(UserDetailEvent)
    /// The screen laid out a frame wide enough for the detail beside the list, or not.
    case layout(fitsDetailBeside: Bool)
    /// `r`: load the open detail's record again when it failed, else reload the list.
    case reload

    /// Where the list's events sit.
    public static var listPath: EventPath<UsersEvent, UsersListEvent> {
        EventPath(embed: UsersEvent.list) { if case .list(let event) = $0 { event } else { nil } }
    }

    /// Where the detail's events sit.
    public static var detailPath: EventPath<UsersEvent, UserDetailEvent> {
        EventPath(embed: UsersEvent.detail) { if case .detail(let event) = $0 { event } else { nil } }
    }
}
