import Domain
import PresentationModel
import ViewModelCore

extension UsersListViewModel {
    /// The users list's state machine: the new state after `event`. Pure; the feedbacks read
    /// `pageRequest` and `searchRequest` from the result to know what to load.
    ///
    /// Per event the cost is `O(1)` apart from work proportional to a newly arrived page or search
    /// answer and to the filter's incremental narrowing; a move never touches the whole list.
    public static func reduce(_ state: inout UsersListState, _ event: UsersListEvent) {
        switch event {
        case .user(let intent):
            reduce(&state, intent)
        case .pageLoaded(let request, let fetched):
            guard request == state.pageRequest else { return }
            receive(fetched, for: request, into: &state)
        case .pageFailed(let request, let failure):
            guard request == state.pageRequest else { return }
            state.pageRequest = nil
            if request.page == 0 {
                state.status = .failed(failure)
            } else {
                state.pageFailure = failure
            }
        case .searched(let request, let result, let found):
            guard request == state.searchRequest, case .names(let query, _, _, _) = request else { return }
            let selectedIndex = state.selectedIndex
            state.filter?.result = UserFilterResult(
                foldedQuery: TextFolding.fold(query), indices: result.indices, searchedCount: result.searchedCount)
            state.cursor = ListCursor(selection: selectedIndex.flatMap { row(of: $0, in: state) } ?? 0)
            keep(found, in: &state)
            state.searchRequest = nil
            requestNeeded(&state)
        case .usersFound(let request, let found):
            guard request == state.searchRequest else { return }
            keep(found, in: &state)
            state.searchRequest = nil
            requestNeeded(&state)
        case .searchFailed(let request, let failure):
            guard request == state.searchRequest else { return }
            state.searchRequest = nil
            state.pageFailure = failure
        case .spinnerTick:
            state.spinnerFrame += 1
        }
    }

    private static func reduce(_ state: inout UsersListState, _ intent: UsersListIntent) {
        switch intent {
        case .start:
            guard state.pageRequest == nil, state.users.isEmpty else { return }
            requestFirstPage(&state)
        case .reload:
            if state.status == .loaded, state.pageFailure != nil {
                state.pageFailure = nil
                requestNeeded(&state)
            } else {
                requestFirstPage(&state)
            }
        case .move(let move):
            state.linkedUserID = nil
            state.cursor = state.cursor.moved(move, count: state.visibleCount)
            requestNeeded(&state)
        case .viewport(let rows):
            state.viewportRows = max(0, rows)
            requestNeeded(&state)
        case .openFilter:
            let query = state.filter?.query ?? ""
            state.filter = UsersFilterState(
                query: query, isEditing: true, result: state.filter?.result ?? localMatches(query, in: state))
        case .filterChanged(let query):
            guard let filter = state.filter else { return }
            state.linkedUserID = nil
            let selectedIndex = state.selectedIndex
            let result =
                state.searchesWholeList
                ? (TextFolding.fold(query).isEmpty ? localMatches(query, in: state) : filter.result)
                : state.nameIndex.filter.narrowing(filter.result, to: query)
            state.filter = UsersFilterState(query: query, isEditing: filter.isEditing, result: result)
            state.cursor = ListCursor(selection: selectedIndex.flatMap { row(of: $0, in: state) } ?? 0)
            requestNeeded(&state)
        case .commitFilter:
            guard let filter = state.filter else { return }
            if filter.query.isEmpty {
                clearFilter(&state)
            } else {
                state.filter?.isEditing = false
            }
        case .clearFilter:
            clearFilter(&state)
        case .openDetail:
            state.linkedUserID = nil
            Presentation.reduce(&state.presentation, state.selectedUser != nil ? .open : .closeDetail)
        case .closeDetail:
            state.linkedUserID = nil
            Presentation.reduce(&state.presentation, .closeDetail)
        case .openUser(let id):
            state.linkedUserID = id
            Presentation.reduce(&state.presentation, .open)
            selectLinkedUser(&state)
        case .toggleMoreInfo:
            guard state.presentation.isSheetOpen || state.isDetailOpen || state.selectedUser != nil else { return }
            Presentation.reduce(&state.presentation, .toggleSheet)
        case .closeMoreInfo:
            Presentation.reduce(&state.presentation, .closeSheet)
        }
    }

    /// The filter's matches for `query` among the loaded users, the start of a filter that has not
    /// searched yet. With a whole-list search only an empty query is answered here (every user):
    /// the loaded users are not the list.
    private static func localMatches(_ query: String, in state: UsersListState) -> UserFilterResult {
        state.searchesWholeList
            ? UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0) : state.nameIndex.filter.matches(query)
    }

    private static func requestFirstPage(_ state: inout UsersListState) {
        state.generation += 1
        state.status = .loading
        state.pageFailure = nil
        state.spinnerFrame = 0
        state.pageRequest = UsersPageRequest(page: 0, limit: state.pageSize, generation: state.generation)
    }

    private static func receive(
        _ fetched: Fetched<UserPage>, for request: UsersPageRequest, into state: inout UsersListState
    ) {
        let page = fetched.value
        let users = page.users.map(UserSummary.init)
        if page.limit != request.limit {
            state.pagesLineUp = false
            state.detachedPages = [:]
        }
        if request.page == 0 {
            state.users = UserSummaryList(users)
            state.nameIndex = UserNameIndex(users: users)
            state.detachedPages = [:]
            state.foundUsers = [:]
            let expected = min(page.total ?? 0, UsersListState.reservedUsersLimit)
            state.users.reserveCapacity(expected)
            state.nameIndex.reserveCapacity(expected)
            state.nextPage = page.hasMore ? 1 : nil
            selectLinkedUser(&state)
        } else if request.page == state.nextPage {
            state.users.append(contentsOf: users)
            state.nameIndex.append(users)
            state.nextPage = page.hasMore ? request.page + 1 : nil
        } else if state.pagesLineUp, !state.isLoaded(page: request.page) {
            state.detachedPages[request.page] = UserSummaryList(users)
        }
        state.status = .loaded
        state.freshness = fetched.freshness
        state.total = correctedTotal(page, answering: request)
        state.pageRequest = nil
        state.pageFailure = nil
        joinDetachedPages(&state)
        state.filter = state.filter.map { filter in
            UsersFilterState(
                query: filter.query, isEditing: filter.isEditing,
                result: request.page == 0
                    ? localMatches(filter.query, in: state)
                    : state.searchesWholeList
                        ? filter.result : state.nameIndex.filter.narrowing(filter.result, to: filter.query))
        }
        state.cursor = state.cursor.clamped(count: state.visibleCount)
        requestNeeded(&state)
    }

    /// The provider's total, lowered when a page came back short of it (a provider whose total
    /// overstates what it has: the list ends where its users do).
    private static func correctedTotal(_ page: UserPage, answering request: UsersPageRequest) -> Int? {
        guard let total = page.total else { return nil }
        let end = request.page * page.limit + page.users.count
        return page.users.count < page.limit && end < total ? end : total
    }

    /// Moves the detached pages that now follow the loaded prefix into it, in order.
    private static func joinDetachedPages(_ state: inout UsersListState) {
        if let total = state.total {
            state.detachedPages = state.detachedPages.filter { $0.key * state.pageSize < total }
        }
        while let next = state.nextPage, let page = state.detachedPages.removeValue(forKey: next) {
            let summaries = Array(page)
            state.users.append(contentsOf: summaries)
            state.nameIndex.append(summaries)
            let hasMore = UserPage.hasMore(page: next, count: page.count, limit: state.pageSize, total: state.total)
            state.nextPage = hasMore ? next + 1 : nil
        }
    }

    /// Sets `pageRequest` to the page the list needs next and `searchRequest` to the search or
    /// found users it needs, or none; a request already running stays while it is still needed,
    /// and one no longer needed is cancelled. Nothing is asked for before the first page is in, or
    /// while a page or search failed (`r` retries it).
    private static func requestNeeded(_ state: inout UsersListState) {
        guard state.status == .loaded else { return }
        let page = state.pageFailure == nil ? neededPage(state) : nil
        state.pageRequest = page.map {
            UsersPageRequest(page: $0, limit: state.pageSize, generation: state.generation)
        }
        state.searchRequest = state.pageFailure == nil ? neededSearch(state) : nil
    }

    /// The page to load next. While the filter has a query: none when the provider searches its
    /// whole list, else the page after the loaded prefix, until every page is searched. Without
    /// one, with random access: the first page not loaded among those holding the rows within
    /// `reach` of the selection — the selection's own first, then the nearest. Otherwise (no
    /// total): the page after the loaded prefix, once the selection is within `prefetchRows` of
    /// the last row.
    private static func neededPage(_ state: UsersListState) -> Int? {
        if state.matches != nil {
            return state.searchesWholeList ? nil : state.nextPage
        }
        guard state.isRandomAccess else {
            guard let next = state.nextPage, state.cursor.selection + state.prefetchRows >= state.visibleCount - 1
            else { return nil }
            return next
        }
        guard state.rowCount > 0 else { return nil }
        let reach = reach(state)
        let selection = state.cursor.selection
        let selected = selection / state.pageSize
        let first = max(0, selection - reach) / state.pageSize
        let last = min(state.rowCount - 1, selection + reach) / state.pageSize
        let nearestFirst = (first...last).sorted { (abs($0 - selected), -$0) < (abs($1 - selected), -$1) }
        return nearestFirst.first { !state.isLoaded(page: $0) }
    }

    /// The whole-list search the filter needs: its query's, unless the matches shown answer it;
    /// then the found users for the matched rows within `reach` of the selection that no loaded
    /// page holds, if any. None without a whole-list search or a query.
    private static func neededSearch(_ state: UsersListState) -> UsersSearchRequest? {
        guard state.searchesWholeList, let filter = state.filter else { return nil }
        let folded = TextFolding.fold(filter.query)
        guard !folded.isEmpty else { return nil }
        guard filter.result.foldedQuery == folded else {
            if case .names(filter.query, _, _, state.generation)? = state.searchRequest { return state.searchRequest }
            return .names(
                query: filter.query, keeping: state.selectedIndex, reach: reach(state), generation: state.generation)
        }
        let missing = filter.result.positions(aroundRow: state.cursor.selection, reach: reach(state))
            .filter { state.user(at: $0) == nil }
        return missing.isEmpty ? nil : .users(positions: missing, generation: state.generation)
    }

    /// Keeps the found users no loaded page holds.
    private static func keep(_ found: [Int: UserSummary], in state: inout UsersListState) {
        for (position, summary) in found where state.user(at: position) == nil {
            state.foundUsers[position] = summary
        }
    }

    /// How many rows either side of the selection the list loads: the rows a frame shows, and at
    /// least `prefetchRows`.
    private static func reach(_ state: UsersListState) -> Int {
        max(state.prefetchRows, state.viewportRows)
    }

    /// Puts the cursor on the deep-linked user when a loaded page holds them and the filter shows
    /// them; otherwise it stays where it is.
    private static func selectLinkedUser(_ state: inout UsersListState) {
        guard let id = state.linkedUserID,
            let index = state.users.firstIndex(where: { $0.id == id }),
            let row = row(of: index, in: state)
        else { return }
        state.cursor = ListCursor(selection: row)
    }

    /// Closes the filter, keeping the same user selected.
    private static func clearFilter(_ state: inout UsersListState) {
        let selectedIndex = state.selectedIndex
        state.filter = nil
        state.foundUsers = [:]
        state.cursor = ListCursor(selection: selectedIndex ?? 0)
        requestNeeded(&state)
    }

    /// The visible row of the user at `index`: itself in the whole list, else its row in the filter's
    /// result, if it matched.
    private static func row(of index: Int, in state: UsersListState) -> Int? {
        state.matches.map { $0.row(of: index) } ?? index
    }
}
