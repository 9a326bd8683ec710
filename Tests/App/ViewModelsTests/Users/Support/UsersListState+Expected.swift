import Domain
import ViewModels

extension UsersListState {
    /// What `.start` makes of a new list: the first page, of `limit` users, asked for.
    mutating func askForFirstPage(limit: Int) {
        generation = 1
        pageRequest = UsersPageRequest(page: 0, limit: limit, generation: 1)
    }

    /// What the first page of users `range` (`UsersFixtures`) makes of a list loading it, before
    /// any next page is asked for.
    mutating func fillFirstPage(_ range: Range<Int>, total: Int?, nextPage: Int?) {
        users = UsersFixtures.summaries(range)
        nameIndex = UserNameIndex(users: users)
        status = .loaded
        self.total = total
        self.nextPage = nextPage
        pageRequest = nil
    }

    /// What opening the filter makes of a list over a provider that searches its whole list: an
    /// empty query, which shows every user, as does each query until the provider answers it.
    mutating func openWholeListFilter() {
        filter = UsersFilterState(
            query: "", isEditing: true, result: UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0))
    }

    /// What typing `query` into that filter makes before the provider answers: the query, and the
    /// search it asks for.
    mutating func type(_ query: String, asking search: UsersSearchRequest) {
        filter?.query = query
        searchRequest = search
    }
}
