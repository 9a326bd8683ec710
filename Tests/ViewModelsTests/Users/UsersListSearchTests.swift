import Domain
import Testing
import ViewModelCore
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

    /// The search for `query` the list asks for, keeping the user at `keeping` selected.
    func names(_ query: String, keeping: Int? = 0, generation: Int = 1) -> UsersSearchRequest {
        .names(query: query, keeping: keeping, reach: 3, generation: generation)
    }

    /// The list's summaries of users `positions`, by position: what the search fetches.
    func found(_ positions: [Int]) -> [Int: UserSummary] {
        Dictionary(uniqueKeysWithValues: positions.map { ($0, UserSummary(F.user($0))) })
    }

    /// What the provider says `query` matches: users 3, 420, 777, 990 and 999.
    static let zoe = UserFilterResult(foldedQuery: "zoe", indices: [3, 420, 777, 990, 999], searchedCount: 1_000)

    @Test func aLetterAsksForTheWholeListAndShowsMatchesFromPagesNeverLoaded() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        #expect(state.searchRequest == nil, "an empty query shows every user")
        #expect(state.visibleCount == 1_000)

        UsersListViewModel.reduce(&state, .user(.filterChanged("ZOË")))
        let search = names("ZOË")
        var expected = loaded()
        expected.filter = UsersFilterState(
            query: "ZOË", isEditing: true, result: UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0))
        expected.searchRequest = search
        #expect(state == expected, "no page is loaded to search; the rows stay until the answer")
        #expect(state.title == "Users · 1000 · searching…")

        // The answer brings the users on the rows within 3 of the first (no match was selected).
        UsersListViewModel.reduce(&state, .searched(search, Self.zoe, found: found([3, 420, 777, 990])))
        expected.filter?.result = Self.zoe
        expected.searchRequest = nil
        expected.foundUsers = found([420, 777, 990])
        #expect(state == expected, "the users no loaded page holds are kept; no page is asked for")
        #expect(state.title == "5 of 1000 match")
        #expect(state.titleStatus(in: .gmt) == "1/5 · sample data")
        #expect(state.selectedUser == UserSummary(F.user(3)))
        #expect(state.user(atRow: 3) == UserSummary(F.user(990)))
        #expect(state.user(atRow: 4) == nil, "a placeholder: beyond the rows the answer brought")

        UsersListViewModel.reduce(&state, .user(.move(.end)))
        let more = UsersSearchRequest.users(positions: [999], generation: 1)
        #expect(state.searchRequest == more, "only the row not fetched yet")
        #expect(state.pageRequest == nil, "a filter over the whole list loads no pages")
        UsersListViewModel.reduce(&state, .usersFound(more, found([999])))
        expected.cursor = ListCursor(selection: 4)
        expected.foundUsers = found([420, 777, 990, 999])
        #expect(state == expected)
    }

    @Test func keysTypedDuringASearchAskOnlyForTheLastQueryAndStaleAnswersAreDropped() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("z")))
        let first = names("z")
        #expect(state.searchRequest == first)
        UsersListViewModel.reduce(&state, .user(.filterChanged("zo")))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        let last = names("zoe")
        #expect(state.searchRequest == last, "the latest query replaces the search under way")

        let before = state
        UsersListViewModel.reduce(
            &state,
            .searched(first, UserFilterResult(foldedQuery: "z", indices: [3, 9], searchedCount: 1_000), found: [:]))
        #expect(state == before, "the answer to \"z\" came after \"zoe\" was typed: dropped")
        UsersListViewModel.reduce(&state, .searched(last, Self.zoe, found: [:]))
        #expect(state.filter?.query == "zoe")
        #expect(state.filter?.result == Self.zoe)
    }

    @Test func aMoveWhileASearchIsUnderWayLeavesItRunning() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state.cursor.selection == 1, "the rows shown until the answer are every user's")
        #expect(state.searchRequest == names("zoe"), "the same search, not a new one keeping user 1")
        UsersListViewModel.reduce(&state, .searched(names("zoe"), Self.zoe, found: found([3, 420, 777, 990])))
        #expect(state.cursor.selection == 0, "user 1 does not match: the first match is selected")
        #expect(state.searchRequest == nil)
    }

    @Test func theSelectedUserStaysSelectedAndEscReturnsToItInTheWholeList() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.move(.to(777))))
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .searched(names("zoe", keeping: 777), Self.zoe, found: [:]))
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
        UsersListViewModel.reduce(&state, .searched(names("zoe"), Self.zoe, found: [:]))
        UsersListViewModel.reduce(&state, .user(.filterChanged("")))
        #expect(state.matches == nil)
        #expect(state.visibleCount == 1_000)
        #expect(state.searchRequest == nil)
        #expect(state.cursor.selection == 3, "the selected user, in the whole list")

        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        #expect(state.searchRequest == names("zoe", keeping: 3))
        UsersListViewModel.reduce(&state, .searched(names("zoe", keeping: 3), Self.zoe, found: [:]))
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
        let search = names("zoe")
        let failure = LoadFailure(message: "The sample data cannot be read", isRetryable: true)
        UsersListViewModel.reduce(&state, .searchFailed(search, failure))
        #expect(state.searchRequest == nil)
        #expect(state.titleStatus(in: .gmt).hasSuffix("more failed: The sample data cannot be read — r to retry"))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe ")))
        #expect(state.searchRequest == nil, "nothing more is asked for until r")
        UsersListViewModel.reduce(&state, .user(.reload))
        #expect(state.searchRequest == names("zoe "))
    }

    @Test func aReloadSearchesAgainOnceTheFirstPageIsBack() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        UsersListViewModel.reduce(&state, .searched(names("zoe"), Self.zoe, found: found([420, 777, 990])))
        UsersListViewModel.reduce(&state, .user(.reload))
        let first = UsersPageRequest(page: 0, limit: 5, generation: 2)
        #expect(state.pageRequest == first)
        UsersListViewModel.reduce(&state, .pageLoaded(first, F.page(0, F.users(0..<5), limit: 5, total: 1_000)))
        #expect(state.searchRequest == names("zoe", generation: 2), "the selection is back on the first user")
        #expect(state.foundUsers.isEmpty)
    }
}
