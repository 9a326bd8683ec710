import Domain

extension UsersListViewModel {
    /// The users list's state machine: the new state after `event`. Pure; the feedback reads
    /// `pageRequest` from the result to know what to load.
    ///
    /// Per event the cost is `O(1)` apart from work proportional to a newly arrived page and to
    /// the filter's incremental narrowing; a move never touches the whole list.
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
            if state.status == .loaded, state.pageFailure != nil, let next = state.nextPage {
                state.pageFailure = nil
                state.pageRequest = UsersPageRequest(page: next, limit: state.pageSize, generation: state.generation)
            } else {
                requestFirstPage(&state)
            }
        case .move(let move):
            state.cursor = state.cursor.moved(move, count: state.visibleCount)
            requestNextPageIfNear(&state)
        case .openFilter:
            let query = state.filter?.query ?? ""
            state.filter = UsersFilterState(
                query: query, isEditing: true, result: state.filter?.result ?? state.nameIndex.filter.matches(query))
        case .filterChanged(let query):
            guard let filter = state.filter else { return }
            let selectedIndex = state.selectedUser.map { _ in state.userIndex(atRow: state.cursor.selection) }
            let result = state.nameIndex.filter.narrowing(filter.result, to: query)
            state.filter = UsersFilterState(query: query, isEditing: filter.isEditing, result: result)
            state.cursor = ListCursor(selection: selectedIndex.flatMap { row(of: $0, in: result) } ?? 0)
            requestNextPageIfNear(&state)
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
            state.isDetailOpen = state.selectedUser != nil
        case .closeDetail:
            state.isDetailOpen = false
        }
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
        if request.page == 0 {
            state.users = UserSummaryList(users)
            state.nameIndex = UserNameIndex(users: users)
            let expected = min(page.total ?? 0, UsersListState.reservedUsersLimit)
            state.users.reserveCapacity(expected)
            state.nameIndex.reserveCapacity(expected)
            state.filter = state.filter.map { filter in
                UsersFilterState(
                    query: filter.query, isEditing: filter.isEditing,
                    result: state.nameIndex.filter.matches(filter.query))
            }
        } else {
            state.users.append(contentsOf: users)
            state.nameIndex.append(users)
            state.filter = state.filter.map { filter in
                UsersFilterState(
                    query: filter.query, isEditing: filter.isEditing,
                    result: state.nameIndex.filter.narrowing(filter.result, to: filter.query))
            }
        }
        state.status = .loaded
        state.freshness = fetched.freshness
        state.total = page.total
        state.nextPage = page.hasMore ? request.page + 1 : nil
        state.pageRequest = nil
        state.pageFailure = nil
        state.cursor = state.cursor.clamped(count: state.visibleCount)
        requestNextPageIfNear(&state)
    }

    /// Asks for the next page when the selection is within `prefetchRows` of the last visible row,
    /// more pages exist, and none is loading or failed (a failed page waits for `r`).
    private static func requestNextPageIfNear(_ state: inout UsersListState) {
        guard state.status == .loaded, state.pageRequest == nil, state.pageFailure == nil,
            let next = state.nextPage,
            state.cursor.selection + state.prefetchRows >= state.visibleCount - 1
        else { return }
        state.pageRequest = UsersPageRequest(page: next, limit: state.pageSize, generation: state.generation)
    }

    /// Closes the filter, keeping the same user selected.
    private static func clearFilter(_ state: inout UsersListState) {
        let selectedIndex = state.selectedUser.map { _ in state.userIndex(atRow: state.cursor.selection) }
        state.filter = nil
        state.cursor = ListCursor(selection: selectedIndex ?? 0)
    }

    /// The visible row of the user at `index` in a filter result (binary search), if it matched.
    private static func row(of index: Int, in result: UserFilterResult) -> Int? {
        var low = 0
        var high = result.indices.count
        while low < high {
            let middle = (low + high) / 2
            if result.indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < result.indices.count && result.indices[low] == index ? low : nil
    }
}
