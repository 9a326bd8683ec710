import Domain
import ListDetail
import PubSub
import TerminalCore
import ViewModelCore

/// The Users section's state: the list → detail → sheet component's, nested (decision 2000) —
/// user summaries by page, the full record (`Fetched<User>`, live or from the offline cache) as
/// the detail. Everything a key or an answer changes is the component's; the section's own part
/// of the reducer ties a deep-linked user (`UsersEvent.openUser`) to their row when it comes.
public struct UsersState: Equatable, Sendable {
    /// The component's state over users.
    public typealias List = ListDetailState<UserSummary, Fetched<User>>

    /// The component's state: the users by page, the selection, the filter, what is open.
    public var list: List

    /// A section that has not appeared yet, asking for `pageSize` users a page; `searchesWholeList`
    /// when the service searches its whole list in process (`SearchableUsersService`).
    public init(pageSize: Int = 50, searchesWholeList: Bool = false) {
        list = List(
            pageSize: pageSize, loadsDetail: true, searchesWholeList: searchesWholeList, loadsItems: searchesWholeList)
    }

    /// The section's state machine: the component's reducer on `list`, then the deep link's part.
    public static var reducer: Reducer<Self, UsersEvent> {
        .combine(
            .scope(state: \.list, event: UsersEvent.listPath, List.reducer(matching: matches).reduce),
            Reducer(followDeepLink))
    }

    /// The component's feedbacks ("list.pages", "list.detail", "list.search", "list.items",
    /// "list.spinner")
    /// around `source`'s hooks.
    public static func feedbacks(_ source: UsersSource, scheduler: some Scheduler) -> [Store<Self, UsersEvent>
        .Feedback]
    {
        let search: @Sendable (SearchRequest) async throws(LoadFailure) -> ListSearch<UserSummary> = {
            request throws(LoadFailure) in try await source.search(request)
        }
        let users: @Sendable ([Int]) async throws(LoadFailure) -> [Int: UserSummary] = {
            positions throws(LoadFailure) in try await source.users(at: positions)
        }
        return List.feedbacks(
            scheduler: scheduler,
            loadPage: { index throws(LoadFailure) in try await source.page(index) },
            loadDetail: { summary throws(LoadFailure) in try await source.record(of: summary) },
            search: source.searchesWholeList ? search : nil,
            loadItems: source.searchesWholeList ? users : nil
        ).map { .scope("list", state: \.list, event: UsersEvent.list, $0) }
    }

    /// Whether the filter's `text` is in what the row shows of `user` — the name (the id without
    /// one) or the email — folded as people type (`TextFolding`): once, when the summary was made.
    @Sendable public static func matches(_ user: UserSummary, _ text: String) -> Bool {
        user.searchedText.contains(TextFolding.fold(text))
    }

    /// While the detail keeps a deep-linked user: the page that holds them selects their row (when
    /// the filter shows it), and their full record becomes the item shown, so the title names them.
    private static func followDeepLink(_ state: inout Self, _ event: UsersEvent) {
        guard state.list.keepsDetailItem, let id = state.list.detailItem?.id else { return }
        switch event {
        case .list(.pageLoaded(let request, let page)):
            guard let offset = page.items.firstIndex(where: { $0.id == id }) else { return }
            let index = request.page * state.list.rows.pageSize + offset
            let row = state.list.filter?.matches.map { $0.firstIndex(of: index) } ?? index
            if let row { state.list.cursor = ListCursor(selection: row) }
        case .list(.detailLoaded(_, let fetched)) where fetched.value.id == id:
            state.list.detailItem = UserSummary(fetched.value)
        default:
            break
        }
    }
}
