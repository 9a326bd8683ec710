import Domain
import PresentationModel
import ViewModelCore

/// Everything the users list shows and asks for: loaded rows, paging, the filter, the selection,
/// and whether the detail and the more-info sheet are open. A value; `UsersListViewModel.reduce` is its only writer.
///
/// The list is as long as the provider's `total` says from the first page on, whatever is loaded
/// (decision 1702): pages load in order into `users` (the loaded prefix, which the filter searches),
/// and a page far from it (End, a jump) is kept in `detachedPages` until the prefix reaches it. A row
/// of neither is a placeholder until its page arrives. Without a total, or from a provider that does
/// not honour the page size, pages load only in order and the list is as long as what is loaded.
///
/// The filter searches the whole list: a provider that holds it in process answers for all of it
/// at once (`searchesWholeList`, decision 1900) and the matches the rows show are fetched by
/// position (`foundUsers`); any other is searched page by page, loading the pages in order to the
/// end of the list while the filter has a query.
///
/// Rows are "visible rows": all users, or only the filter's matches. Every derived value a frame
/// needs (`user(atRow:)`, `visibleCount`, `selectedUser`) is `O(1)`.
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
    /// Pages are loaded this many rows beyond the selection (and beyond the rows on screen).
    public var prefetchRows: Int
    /// How many rows the list shows at once, as the screen last said (0 before it did).
    public var viewportRows = 0
    /// The users loaded from the first page on, without a gap, in list order: their summaries,
    /// packed (the detail loads the full record). Room for the provider's `total` (up to
    /// `reservedUsersLimit`) is reserved with the first page.
    public var users = UserSummaryList()
    /// Their folded names, for the filter.
    public var nameIndex = UserNameIndex()
    /// Pages loaded beyond `users` (by page index): shown, not searched by the filter until the
    /// pages before them have loaded and they join `users`.
    public var detachedPages: [Int: UserSummaryList] = [:]
    public var status: Status = .loading
    /// Whether the last page came live or from the offline cache.
    public var freshness: Freshness = .live
    /// How many users the provider says it has, when it says.
    public var total: Int?
    /// False once the provider answered a page with another page size than asked: page numbers no
    /// longer say which rows a page holds, so pages load only in order.
    public var pagesLineUp = true
    /// The page that extends `users`; `nil` once `users` holds every user.
    public var nextPage: Int? = 0
    /// The page being loaded (the feedback runs it); `nil` when nothing loads.
    public var pageRequest: UsersPageRequest?
    /// True when the provider searches its whole list in one pass (`SearchableUsersService`): the
    /// filter asks it (`searchRequest`) instead of searching the loaded pages.
    public var searchesWholeList: Bool
    /// The whole-list search, or the fetch of the users it found, under way (the feedback runs
    /// it); `nil` when none.
    public var searchRequest: UsersSearchRequest?
    /// Users the whole-list search matched, fetched by position for the filter's rows that no
    /// loaded page holds; emptied when the filter closes and on a reload.
    public var foundUsers: [Int: UserSummary] = [:]
    /// Why the last further page failed; the loaded rows stay.
    public var pageFailure: LoadFailure?
    /// The name filter, when one is open or kept.
    public var filter: UsersFilterState?
    /// The selected visible row.
    public var cursor = ListCursor()
    /// What shows: the list, the selected user's detail (beside the list or over it) and the
    /// more-info sheet.
    public var presentation = Presentation()
    /// The user a deep link opened (`openUser`), until the person moves or opens another: the
    /// detail shows them whatever the selection, and the first page selects them if it holds them.
    public var linkedUserID: String?
    /// The spinner's frame while loading.
    public var spinnerFrame = 0
    /// Counts reloads, so each one is a distinct request.
    public var generation = 0

    /// The most users room is reserved for up front (~120 MB of address space, only touched as
    /// pages arrive), so a provider's absurd total cannot ask for more.
    public static let reservedUsersLimit = 1_000_000

    /// True when the detail is open (the presentation's detail).
    public var isDetailOpen: Bool {
        get { presentation.isDetailOpen }
        set { presentation.isDetailOpen = newValue }
    }

    public init(sourceName: String, pageSize: Int = 50, prefetchRows: Int = 20, searchesWholeList: Bool = false) {
        self.sourceName = sourceName
        self.pageSize = max(1, pageSize)
        self.prefetchRows = max(0, prefetchRows)
        self.searchesWholeList = searchesWholeList
    }

    /// Whether any page can be loaded out of order: the provider gave a total and honours the page size.
    public var isRandomAccess: Bool {
        total != nil && pagesLineUp
    }

    /// How many users the list has rows for, loaded or not.
    public var rowCount: Int {
        guard isRandomAccess, let total else { return users.count }
        return max(total, users.count)
    }

    /// The filter's matches while it has a query; `nil` shows every user (an empty query too).
    /// While a whole-list search is under way these are still the last answer's (or every user).
    public var matches: UserFilterResult? {
        guard let filter, !filter.result.foldedQuery.isEmpty else { return nil }
        return filter.result
    }

    /// How many rows the list shows: every user, or the filter's matches.
    public var visibleCount: Int {
        matches?.indices.count ?? rowCount
    }

    /// The position in the whole list of a visible row.
    public func userIndex(atRow row: Int) -> Int {
        matches?.indices[row] ?? row
    }

    /// The position in the whole list of the selected row, when there is one (loaded or not).
    public var selectedIndex: Int? {
        cursor.selection < visibleCount ? userIndex(atRow: cursor.selection) : nil
    }

    /// The user shown in a visible row; `nil` while its page has not arrived.
    public func user(atRow row: Int) -> UserSummary? {
        user(at: userIndex(atRow: row))
    }

    /// The user at `index` of the whole list; `nil` while no page or search has brought it.
    public func user(at index: Int) -> UserSummary? {
        if index < users.count { return users[index] }
        if let page = detachedPages[index / pageSize], index % pageSize < page.count { return page[index % pageSize] }
        return foundUsers[index]
    }

    /// Whether the rows of `page` are loaded (in `users` or detached).
    public func isLoaded(page: Int) -> Bool {
        page * pageSize < users.count || detachedPages[page] != nil
    }

    /// The selected user, when there is a row and its page has arrived.
    public var selectedUser: UserSummary? {
        cursor.selection < visibleCount ? user(atRow: cursor.selection) : nil
    }

    /// True while the filter field has the keys.
    public var isEditingFilter: Bool {
        filter?.isEditing ?? false
    }

    /// True while a further page loads below the rows shown, in a list as long as what is loaded.
    public var isLoadingMore: Bool {
        !isRandomAccess && pageRequest.map { $0.page > 0 } ?? false
    }

    /// True while the first page loads and there is nothing to show yet: the spinner's time.
    public var showsSpinner: Bool {
        status == .loading && users.isEmpty
    }
}
