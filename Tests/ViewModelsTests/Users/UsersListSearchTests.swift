import Domain
import Testing
import ViewModels

/// The filter over a provider that searches its whole list (`searchesWholeList`, decision 1900),
/// through `reduce`: one search per query, the matches in pages never loaded shown as rows and
/// fetched by position, stale answers dropped. The provider's answers are written out here; the
/// view-model tests run the same on the real sample service.
@Suite struct UsersListSearchTests {
    typealias F = UsersFixtures

    /// 1,000 users, the first page of 5 loaded, a list 3 rows high (so rows within 3 of the
    /// selection are needed), over a provider that searches its whole list.
    func loaded() -> UsersListState {
        var state = UsersListState(sourceName: "sample data", pageSize: 5, prefetchRows: 0, searchesWholeList: true)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 0, limit: 5, generation: 1), F.page(0, F.users(0..<5), limit: 5, total: 1_000)))
        UsersListViewModel.reduce(&state, .user(.viewport(rows: 3)))
        return state
    }

    /// What the provider says `query` matches: users 3, 420, 777, 990 and 999.
    static let zoe = UserFilterResult(foldedQuery: "zoe", indices: [3, 420, 777, 990, 999], searchedCount: 1_000)

    @Test func aLetterAsksForTheWholeListAndShowsMatchesFromPagesNeverLoaded() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        #expect(state.searchRequest == nil, "an empty query shows every user")
        #expect(state.visibleCount == 1_000)

        UsersListViewModel.reduce(&state, .user(.filterChanged("ZOË")))
        let search = UsersSearchRequest.names(query: "ZOË", generation: 1)
        var expected = loaded()
        expected.filter = UsersFilterState(
            query: "ZOË", isEditing: true, result: UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0))
        expected.searchRequest = search
        #expect(state == expected, "no page is loaded to search; the rows stay until the answer")
        #expect(state.titleStatus(in: .gmt) == "1/1000 · sample data · searching…")

        UsersListViewModel.reduce(&state, .searched(search, Self.zoe))
        let found = UsersSearchRequest.users(positions: [420, 777, 990], generation: 1)
        expected.filter?.result = Self.zoe
        expected.searchRequest = found
        #expect(state == expected, "the matches within 3 rows of the selection that no page holds are fetched")
        #expect(state.title == "5 of 1000 match")
        #expect(state.titleStatus(in: .gmt) == "1/5 · sample data")
        #expect(state.selectedUser == UserSummary(F.user(3)))
        #expect(state.user(atRow: 1) == nil, "a placeholder until it is fetched")

        UsersListViewModel.reduce(&state, .usersFound(found, [420, 777, 990].map { UserSummary(F.user($0)) }))
        expected.searchRequest = nil
        expected.foundUsers = [
            420: UserSummary(F.user(420)), 777: UserSummary(F.user(777)), 990: UserSummary(F.user(990)),
        ]
        #expect(state == expected)
        #expect(state.user(atRow: 3) == UserSummary(F.user(990)))

        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(state.searchRequest == .users(positions: [999], generation: 1), "only the row not fetched yet")
        #expect(state.pageRequest == nil, "a filter over the whole list loads no pages")
    }

    @Test func keysTypedDuringASearchAskOnlyForTheLastQueryAndStaleAnswersAreDropped() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("z")))
        let first = UsersSearchRequest.names(query: "z", generation: 1)
        #expect(state.searchRequest == first)
        UsersListViewModel.reduce(&state, .user(.filterChanged("zo")))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        let last = UsersSearchRequest.names(query: "zoe", generation: 1)
        #expect(state.searchRequest == last, "the latest query replaces the search under way")

        let before = state
        UsersListViewModel.reduce(
            &state, .searched(first, UserFilterResult(foldedQuery: "z", indices: [3, 9], searchedCount: 1_000)))
        #expect(state == before, "the answer to \"z\" came after \"zoe\" was typed: dropped")
        UsersListViewModel.reduce(&state, .searched(last, Self.zoe))
        #expect(state.filter?.query == "zoe")
        #expect(state.filter?.result == Self.zoe)
    }

    @Test func theSelectedUserStaysSelectedAndEscReturnsToItInTheWholeList() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.move(.to(777))))
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .searched(.names(query: "zoe", generation: 1), Self.zoe))
        #expect(state.cursor.selection == 2, "user 777 still matches: it stays selected")
        #expect(state.searchRequest == .users(positions: [420, 777, 990, 999], generation: 1))

        UsersListViewModel.reduce(&state, .user(.clearFilter))
        #expect(state.filter == nil)
        #expect(state.cursor.selection == 777)
        #expect(state.searchRequest == nil)
        #expect(state.foundUsers.isEmpty)
        #expect(state.pageRequest == UsersPageRequest(page: 155, limit: 5, generation: 1), "user 777's page")
    }

    @Test func anEmptyQueryShowsEveryUserAtOnceAndTheSameQueryAgainIsNotSearchedTwice() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .searched(.names(query: "zoe", generation: 1), Self.zoe))
        UsersListViewModel.reduce(&state, .user(.filterChanged("")))
        #expect(state.matches == nil)
        #expect(state.visibleCount == 1_000)
        #expect(state.searchRequest == nil)
        #expect(state.cursor.selection == 3, "the selected user, in the whole list")

        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        #expect(state.searchRequest == .names(query: "zoe", generation: 1))
        UsersListViewModel.reduce(&state, .searched(.names(query: "zoe", generation: 1), Self.zoe))
        UsersListViewModel.reduce(&state, .user(.filterChanged("ZOE")))
        #expect(
            state.searchRequest == .users(positions: [420, 777, 990], generation: 1),
            "\"ZOE\" folds as \"zoe\" does: no new search, the rows are still fetched")
        #expect(state.filter?.result == Self.zoe)
    }

    @Test func aFailedSearchSaysSoAndRSearchesAgain() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        let search = UsersSearchRequest.names(query: "zoe", generation: 1)
        let failure = LoadFailure(message: "The sample data cannot be read", isRetryable: true)
        UsersListViewModel.reduce(&state, .searchFailed(search, failure))
        #expect(state.searchRequest == nil)
        #expect(state.titleStatus(in: .gmt).hasSuffix("more failed: The sample data cannot be read — r to retry"))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe ")))
        #expect(state.searchRequest == nil, "nothing more is asked for until r")
        UsersListViewModel.reduce(&state, .user(.reload))
        #expect(state.searchRequest == .names(query: "zoe ", generation: 1))
    }

    @Test func aReloadSearchesAgainOnceTheFirstPageIsBack() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .searched(.names(query: "zoe", generation: 1), Self.zoe))
        UsersListViewModel.reduce(&state, .user(.reload))
        let first = UsersPageRequest(page: 0, limit: 5, generation: 2)
        #expect(state.pageRequest == first)
        UsersListViewModel.reduce(&state, .pageLoaded(first, F.page(0, F.users(0..<5), limit: 5, total: 1_000)))
        #expect(state.searchRequest == .names(query: "zoe", generation: 2))
        #expect(state.foundUsers.isEmpty)
    }
}
