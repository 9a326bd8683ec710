import Domain
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// The filter over a provider that searches its whole list (`searchesWholeList`, decision 1900),
/// through `reduce`, each event's whole state checked by a `TestStore` with no feedbacks: one
/// search per query, the matches in pages never loaded shown as rows and fetched by position, stale
/// answers dropped. The provider's answers are written out here; `UsersViewModelSearchTests` runs
/// the same on a provider that searches.
@Suite struct UsersListSearchTests {
    typealias F = UsersFixtures

    /// 1,000 users, the first page of 5 loaded, a list 3 rows high (so rows within 3 of the
    /// selection are needed), over a provider that searches its whole list.
    func loaded() -> TestStore<UsersListState, UsersListEvent> {
        var state = UsersListState(sourceName: "sample data", pageSize: 5, prefetchRows: 0, searchesWholeList: true)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 0, limit: 5, generation: 1), F.page(0, F.users(0..<5), limit: 5, total: 1_000)))
        UsersListViewModel.reduce(&state, .user(.viewport(rows: 3)))
        return TestStore(initial: state, reduce: UsersListViewModel.reduce)
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

    /// What an open filter shows until the provider answers its first query: every user.
    static let everyone = UserFilterResult(foldedQuery: "", indices: [], searchedCount: 0)

    /// Opens the filter and types `query`, which asks for the search `search`.
    func openFilter(
        typing query: String, in store: TestStore<UsersListState, UsersListEvent>, asking search: UsersSearchRequest
    ) {
        store.send(.user(.openFilter)) { $0.openWholeListFilter() }
        store.send(.user(.filterChanged(query))) { $0.type(query, asking: search) }
    }

    @Test func aLetterAsksForTheWholeListAndShowsMatchesFromPagesNeverLoaded() {
        let store = loaded()
        store.send(.user(.openFilter)) { $0.openWholeListFilter() }
        #expect(store.state.searchRequest == nil, "an empty query shows every user")
        #expect(store.state.visibleCount == 1_000)

        let search = names("ZOË")
        store.send(.user(.filterChanged("ZOË"))) {
            $0.type("ZOË", asking: search)  // no page is loaded to search; the rows stay until the answer
        }
        #expect(store.state.title == "Users · 1000 · searching…")

        // The answer brings the users on the rows within 3 of the first (no match was selected).
        store.send(.searched(search, Self.zoe, found: found([3, 420, 777, 990]))) {
            $0.filter?.result = Self.zoe
            $0.searchRequest = nil
            $0.foundUsers = self.found([420, 777, 990])  // those no loaded page holds; no page is asked for
        }
        #expect(store.state.title == "5 of 1000 match")
        #expect(store.state.titleStatus(in: .gmt) == "1/5 · sample data")
        #expect(store.state.selectedUser == UserSummary(F.user(3)))
        #expect(store.state.user(atRow: 3) == UserSummary(F.user(990)))
        #expect(store.state.user(atRow: 4) == nil, "a placeholder: beyond the rows the answer brought")

        let more = UsersSearchRequest.users(positions: [999], generation: 1)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 4)
            $0.searchRequest = more  // only the row not fetched yet; a filter over the whole list loads no pages
        }
        store.send(.usersFound(more, found([999]))) {
            $0.foundUsers = self.found([420, 777, 990, 999])
            $0.searchRequest = nil
        }
    }

    @Test func keysTypedDuringASearchAskOnlyForTheLastQueryAndStaleAnswersAreDropped() {
        let store = loaded()
        let first = names("z")
        openFilter(typing: "z", in: store, asking: first)
        store.send(.user(.filterChanged("zo"))) { $0.type("zo", asking: self.names("zo")) }
        let last = names("zoe")
        store.send(.user(.filterChanged("zoe"))) {
            $0.type("zoe", asking: last)  // the latest query replaces the search under way
        }

        // The answer to "z" came after "zoe" was typed: dropped.
        store.send(
            .searched(first, UserFilterResult(foldedQuery: "z", indices: [3, 9], searchedCount: 1_000), found: [:]))
        store.send(.searched(last, Self.zoe, found: [:])) {
            $0.filter?.result = Self.zoe
            $0.searchRequest = .users(positions: [420, 777, 990], generation: 1)
        }
    }

    @Test func aMoveWhileASearchIsUnderWayLeavesItRunning() {
        let store = loaded()
        openFilter(typing: "zoe", in: store, asking: names("zoe"))
        store.send(.user(.move(.down))) {
            $0.cursor = ListCursor(selection: 1)  // the rows shown until the answer are every user's
        }
        #expect(store.state.searchRequest == names("zoe"), "the same search, not a new one keeping user 1")
        store.send(.searched(names("zoe"), Self.zoe, found: found([3, 420, 777, 990]))) {
            $0.filter?.result = Self.zoe
            $0.searchRequest = nil
            $0.foundUsers = self.found([420, 777, 990])
            $0.cursor = ListCursor(selection: 0)  // user 1 does not match: the first match is selected
        }
    }

    @Test func theSelectedUserStaysSelectedAndEscReturnsToItInTheWholeList() {
        let store = loaded()
        let page155 = UsersPageRequest(page: 155, limit: 5, generation: 1)
        store.send(.user(.move(.to(777)))) {
            $0.cursor = ListCursor(selection: 777)
            $0.pageRequest = page155
        }
        store.send(.user(.openFilter)) { $0.openWholeListFilter() }
        store.send(.user(.filterChanged("zoe"))) {
            $0.type("zoe", asking: self.names("zoe", keeping: 777))  // the rows shown until the answer are every user's
        }
        store.send(.searched(names("zoe", keeping: 777), Self.zoe, found: [:])) {
            $0.filter?.result = Self.zoe
            $0.cursor = ListCursor(selection: 2)  // user 777 still matches: it stays selected
            $0.searchRequest = .users(positions: [420, 777, 990, 999], generation: 1)
            $0.pageRequest = nil  // a filter over the whole list loads no pages
        }

        store.send(.user(.clearFilter)) {
            $0.filter = nil
            $0.cursor = ListCursor(selection: 777)
            $0.searchRequest = nil
            $0.pageRequest = page155  // user 777's page
        }
        #expect(store.state.foundUsers.isEmpty)
    }

    @Test func anEmptyQueryShowsEveryUserAtOnceAndTheSameQueryAgainIsNotSearchedTwice() {
        let store = loaded()
        openFilter(typing: "zoe", in: store, asking: names("zoe"))
        let rows = UsersSearchRequest.users(positions: [420, 777, 990], generation: 1)
        store.send(.searched(names("zoe"), Self.zoe, found: [:])) {
            $0.filter?.result = Self.zoe
            $0.searchRequest = rows
        }
        store.send(.user(.filterChanged(""))) {
            $0.filter?.query = ""
            $0.filter?.result = Self.everyone
            $0.searchRequest = nil
            $0.cursor = ListCursor(selection: 3)  // the selected user, in the whole list
            $0.pageRequest = UsersPageRequest(page: 1, limit: 5, generation: 1)  // rows 4 to 6 around it
        }
        #expect(store.state.matches == nil)
        #expect(store.state.visibleCount == 1_000)

        store.send(.user(.filterChanged("zoe"))) { $0.type("zoe", asking: self.names("zoe", keeping: 3)) }
        store.send(.searched(names("zoe", keeping: 3), Self.zoe, found: [:])) {
            $0.filter?.result = Self.zoe
            $0.cursor = ListCursor(selection: 0)
            $0.searchRequest = rows
            $0.pageRequest = nil
        }
        store.send(.user(.filterChanged("ZOE"))) {
            $0.filter?.query = "ZOE"  // folds as "zoe" does: no new search, the rows are still fetched
        }
    }

    @Test func aFailedSearchSaysSoAndRSearchesAgain() {
        let store = loaded()
        let search = names("zoe")
        openFilter(typing: "zoe", in: store, asking: search)
        let failure = LoadFailure(message: "The sample data cannot be read", isRetryable: true)
        store.send(.searchFailed(search, failure)) {
            $0.searchRequest = nil
            $0.pageFailure = failure
        }
        #expect(store.state.titleStatus(in: .gmt).hasSuffix("more failed: The sample data cannot be read — r to retry"))
        store.send(.user(.filterChanged("zoe "))) {
            $0.filter?.query = "zoe "  // nothing more is asked for until r
        }
        store.send(.user(.reload)) {
            $0.pageFailure = nil
            $0.searchRequest = self.names("zoe ")
        }
    }

    @Test func aReloadSearchesAgainOnceTheFirstPageIsBack() {
        let store = loaded()
        openFilter(typing: "zoe", in: store, asking: names("zoe"))
        store.send(.searched(names("zoe"), Self.zoe, found: found([420, 777, 990]))) {
            $0.filter?.result = Self.zoe
            $0.searchRequest = nil
            $0.foundUsers = self.found([420, 777, 990])
        }
        let first = UsersPageRequest(page: 0, limit: 5, generation: 2)
        store.send(.user(.reload)) {
            $0.generation = 2
            $0.status = .loading
            $0.pageRequest = first
        }
        store.send(.pageLoaded(first, F.page(0, F.users(0..<5), limit: 5, total: 1_000))) {
            $0.status = .loaded
            $0.pageRequest = nil
            $0.filter?.result = Self.everyone  // the query is searched again: every user until it answers
            $0.foundUsers = [:]
            $0.searchRequest = self.names("zoe", generation: 2)  // the selection is back on the first user
        }
    }
}
