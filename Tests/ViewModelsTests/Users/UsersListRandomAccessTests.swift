import Domain
import Testing
import ViewModels

/// A list as long as the provider's total from the first page on: End, bursts and jumps select
/// any row at once, and only the pages the rows around the selection need are asked for, by
/// index (decision 1702). Each test asserts the requests the state makes, in order.
@Suite struct UsersListRandomAccessTests {
    typealias F = UsersFixtures

    /// The first page of `pageSize` users of `total` loaded, the list `viewport` rows high.
    func loaded(total: Int?, pageSize: Int = 50, viewport: Int = 22) -> UsersListState {
        var state = UsersListState(sourceName: "fake data", pageSize: pageSize, prefetchRows: 20)
        UsersListViewModel.reduce(&state, .user(.start))
        let first = UsersPageRequest(page: 0, limit: pageSize, generation: 1)
        let count = min(pageSize, total ?? pageSize)
        UsersListViewModel.reduce(
            &state, .pageLoaded(first, F.page(0, F.users(0..<count), limit: pageSize, total: total)))
        UsersListViewModel.reduce(&state, .user(.viewport(rows: viewport)))
        return state
    }

    /// Answers the page the state asks for with users `range` of `total`; returns the page number.
    @discardableResult
    func deliver(_ state: inout UsersListState, _ range: Range<Int>, total: Int?) -> Int? {
        guard let request = state.pageRequest else { return nil }
        UsersListViewModel.reduce(
            &state, .pageLoaded(request, F.page(request.page, F.users(range), limit: request.limit, total: total)))
        return request.page
    }

    @Test func endSelectsTheLastUserOfTheWholeListAndLoadsOnlyItsPage() {
        var state = loaded(total: 100_000)
        #expect(state.visibleCount == 100_000)
        #expect(state.title == "Users · 100000")
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(state.cursor.selection == 99_999)
        #expect(state.position == "100000/100000")
        #expect(state.pageRequest == UsersPageRequest(page: 1_999, limit: 50, generation: 1))
        #expect(state.user(atRow: 99_999) == nil, "a placeholder until its page arrives")
        #expect(state.selectedUser == nil)

        #expect(deliver(&state, 99_950..<100_000, total: 100_000) == 1_999)
        #expect(state.pageRequest == nil, "the 22 rows shown and 20 more are all on page 1999")
        #expect(state.selectedUser == UserSummary(F.user(99_999)))
        #expect(state.user(atRow: 99_950) == UserSummary(F.user(99_950)))
        #expect(state.user(atRow: 99_949) == nil)
        #expect(state.users.count == 50, "the filter's prefix is still the first page")
        #expect(Array(state.detachedPages.keys) == [1_999])

        UsersListViewModel.reduce(&state, .user(.move(.home)))
        #expect(state.pageRequest == nil)
        #expect(state.selectedUser == UserSummary(F.user(0)))
    }

    @Test func aBurstOfOneThousandDownsEndsOnTheLastUser() {
        var state = loaded(total: 107)
        for _ in 0..<1_000 {
            UsersListViewModel.reduce(&state, .user(.move(.down)))
        }
        #expect(state.cursor.selection == 106)
        #expect(deliver(&state, 100..<107, total: 107) == 2, "the selection's page first")
        #expect(deliver(&state, 50..<100, total: 107) == 1, "then the page of the rows above it")
        #expect(state.pageRequest == nil)
        #expect(state.users == F.summaries(0..<107), "page 2 joined the prefix once page 1 came")
        #expect(state.detachedPages.isEmpty)
        #expect(state.nextPage == nil)
        #expect(state.selectedUser == UserSummary(F.user(106)))
    }

    @Test func aTallViewportLoadsThePagesItShowsNearestFirst() {
        var state = loaded(total: 100_000, viewport: 60)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(deliver(&state, 99_950..<100_000, total: 100_000) == 1_999)
        #expect(deliver(&state, 99_900..<99_950, total: 100_000) == 1_998)
        #expect(state.pageRequest == nil)
        UsersListViewModel.reduce(&state, .user(.move(.to(50_000))))
        #expect(state.pageRequest?.page == 1_000, "the selection's page before its neighbours")
        #expect(deliver(&state, 50_000..<50_050, total: 100_000) == 1_000)
        #expect(state.pageRequest?.page == 1_001, "at equal distance the page below goes first (lists are read down)")
        #expect(deliver(&state, 50_050..<50_100, total: 100_000) == 1_001)
        #expect(deliver(&state, 49_950..<50_000, total: 100_000) == 999)
        #expect(deliver(&state, 49_900..<49_950, total: 100_000) == 998, "row 49,940 is within 60 rows")
        #expect(state.pageRequest == nil)
    }

    @Test func aPageNoLongerNeededIsCancelled() {
        var state = loaded(total: 100_000)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(state.pageRequest?.page == 1_999)
        UsersListViewModel.reduce(&state, .user(.move(.home)))
        #expect(state.pageRequest == nil)
        let late = UsersPageRequest(page: 1_999, limit: 50, generation: 1)
        UsersListViewModel.reduce(
            &state, .pageLoaded(late, F.page(1_999, F.users(99_950..<100_000), limit: 50, total: 100_000)))
        #expect(state.detachedPages.isEmpty, "an answer nobody waits for is dropped")
    }

    @Test func theFilterSearchesInOrderAndDetachedPagesJoinWithoutAskingAgain() {
        var state = loaded(total: 200)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(deliver(&state, 150..<200, total: 200) == 3)
        UsersListViewModel.reduce(&state, .user(.openFilter))
        #expect(state.visibleCount == 200, "an empty query shows every row")
        UsersListViewModel.reduce(&state, .user(.filterChanged("User 199")))
        #expect(state.visibleCount == 0, "page 3 is shown but not searched yet")
        #expect(deliver(&state, 50..<100, total: 200) == 1)
        #expect(deliver(&state, 100..<150, total: 200) == 2)
        #expect(state.pageRequest == nil, "page 3 joined the prefix: every user is searched")
        #expect(state.users == F.summaries(0..<200))
        #expect(state.visibleCount == 1)
        #expect(state.selectedUser == UserSummary(F.user(199)))
        UsersListViewModel.reduce(&state, .user(.clearFilter))
        #expect(state.cursor.selection == 199, "clearing keeps the user selected")
    }

    @Test func aShortPageEndsTheListWhereItsUsersDo() {
        var state = loaded(total: 1_000)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(deliver(&state, 0..<0, total: 1_000) == 19)
        #expect(state.total == 950)
        #expect(state.cursor.selection == 949)
        #expect(state.pageRequest?.page == 18)
    }

    @Test func aProviderThatChangesThePageSizeLoadsInOrder() {
        var state = UsersListState(sourceName: "fake data", pageSize: 50)
        UsersListViewModel.reduce(&state, .user(.start))
        let first = UsersPageRequest(page: 0, limit: 50, generation: 1)
        UsersListViewModel.reduce(&state, .pageLoaded(first, F.page(0, F.users(0..<20), limit: 20, total: 1_000)))
        #expect(!state.isRandomAccess)
        #expect(state.visibleCount == 20)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(state.cursor.selection == 19)
        #expect(state.pageRequest?.page == 1)
        #expect(state.isLoadingMore)
    }

    @Test func aFailedPageKeepsItsPlaceholdersUntilR() {
        var state = loaded(total: 100_000)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        let request = UsersPageRequest(page: 1_999, limit: 50, generation: 1)
        let failure = LoadFailure(message: "Cannot reach x", isRetryable: true)
        UsersListViewModel.reduce(&state, .pageFailed(request, failure))
        #expect(state.pageFailure == failure)
        UsersListViewModel.reduce(&state, .user(.move(.up)))
        #expect(state.pageRequest == nil, "a failed page waits for r")
        #expect(state.selectedUser == nil)
        UsersListViewModel.reduce(&state, .user(.reload))
        #expect(state.pageFailure == nil)
        #expect(state.pageRequest == request)
    }

    @Test func aPlaceholderRowOpensNothing() {
        var state = loaded(total: 100_000)
        UsersListViewModel.reduce(&state, .user(.move(.to(5_000))))
        UsersListViewModel.reduce(&state, .user(.openDetail))
        #expect(!state.isDetailOpen)
        #expect(state.position == "5001/100000")
    }
}
