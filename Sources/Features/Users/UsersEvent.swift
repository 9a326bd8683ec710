import Domain
import ListDetail
import ViewModelCore

/// What happens to the Users section: the list → detail → sheet component's events, wrapped, and
/// the deep link `tern users --open ID`.
public enum UsersEvent: Equatable, Sendable {
    /// The component's event: keys, the mouse, the page, detail and search hooks' answers.
    case list(ListDetailEvent<UserSummary, Fetched<User>>)

    /// Opens the detail of the user with `id` as if the person had moved to them and pressed
    /// Enter: the detail loads at once, and the first page that holds them selects them.
    public static func openUser(id: String) -> Self {
        .list(.openItem(UserDetail.placeholder(id: id)))
    }

    /// The component's events inside the Users section's, for `Reducer.scope` (decision 2000).
    static var listPath: EventPath<Self, ListDetailEvent<UserSummary, Fetched<User>>> {
        EventPath(embed: Self.list, extract: { if case .list(let event) = $0 { event } else { nil } })
    }
}
