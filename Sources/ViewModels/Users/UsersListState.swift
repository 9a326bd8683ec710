import Domain

/// Everything the users list shows and asks for: loaded rows, paging, the filter, the selection,
/// and whether the detail pane is open. A value; `UsersListViewModel.reduce` is its only writer.
///
/// Rows are "visible rows": all loaded users, or only the filter's matches. Every derived value a
/// frame needs (`user(atRow:)`, `visibleCount`, `selectedUser`) is `O(1)`.
public struct UsersListState: Equatable, Sendable {
    /// Whether the first page (or a reload) is under way, arrived, or failed.
    public enum Status: Equatable, Sendable {
        case loading
        case loaded
        case failed(LoadFailure)
    }

    /// Where the users come from ("sample data", "DummyAPI").
    public var sourceName: String
    /// Users asked for per page.
    public var pageSize: Int
    /// A next page is requested when the selection is this close to the last visible row.
    public var prefetchRows: Int
    /// The users loaded so far, in list order: their summaries, packed (the detail loads the full record).
    /// Room for the provider's `total` (up to `reservedUsersLimit`) is reserved with the first page.
    public var users = UserSummaryList()
    /// Their folded names, for the filter.
    public var nameIndex = UserNameIndex()
    public var status: Status = .loading
    /// Whether the last page came live or from the offline cache.
    public var freshness: Freshness = .live
    /// How many users the provider says it has, when it says.
    public var total: Int?
    /// The page to ask for next; `nil` once paging has ended.
    public var nextPage: Int? = 0
    /// The page being loaded (the feedback runs it); `nil` when nothing loads.
    public var pageRequest: UsersPageRequest?
    /// Why the last further page failed; the loaded rows stay.
    public var pageFailure: LoadFailure?
    /// The name filter, when one is open or kept.
    public var filter: UsersFilterState?
    /// The selected visible row.
    public var cursor = ListCursor()
    /// True when the detail pane should sit beside the list.
    public var isDetailOpen = false
    /// The spinner's frame while loading.
    public var spinnerFrame = 0
    /// Counts reloads, so each one is a distinct request.
    public var generation = 0

    /// The most users room is reserved for up front (~120 MB of address space, only touched as
    /// pages arrive), so a provider's absurd total cannot ask for more.
    public static let reservedUsersLimit = 1_000_000

    public init(sourceName: String, pageSize: Int = 50, prefetchRows: Int = 20) {
        self.sourceName = sourceName
        self.pageSize = max(1, pageSize)
        self.prefetchRows = max(0, prefetchRows)
    }

    /// How many rows the list shows: every loaded user, or the filter's matches.
    public var visibleCount: Int {
        filter?.result.indices.count ?? users.count
    }

    /// The position in `users` of a visible row.
    public func userIndex(atRow row: Int) -> Int {
        filter?.result.indices[row] ?? row
    }

    /// The user shown in a visible row.
    public func user(atRow row: Int) -> UserSummary {
        users[userIndex(atRow: row)]
    }

    /// The selected user, when there is a row.
    public var selectedUser: UserSummary? {
        cursor.selection < visibleCount ? user(atRow: cursor.selection) : nil
    }

    /// True while the filter field has the keys.
    public var isEditingFilter: Bool {
        filter?.isEditing ?? false
    }

    /// True while a further page loads below the rows already shown.
    public var isLoadingMore: Bool {
        pageRequest.map { $0.page > 0 } ?? false
    }

    /// True while the first page loads and there is nothing to show yet: the spinner's time.
    public var showsSpinner: Bool {
        status == .loading && users.isEmpty
    }
}
