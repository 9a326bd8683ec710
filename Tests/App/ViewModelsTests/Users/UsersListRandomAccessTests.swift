import Domain
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// A list as long as the provider's total from the first page on: End, bursts and jumps select
/// any row at once, and only the pages the rows around the selection need are asked for, by
/// index (decision 1702). Each event's whole state is checked by a `TestStore` with no feedbacks,
/// so each test asserts the requests the state makes, in order.
@Suite struct UsersListRandomAccessTests {
    typealias F = UsersFixtures

    /// A store whose list has the first page of `pageSize` users of `total` loaded and is
    /// `viewport` rows high.
    func loaded(total: Int?, pageSize: Int = 50, viewport: Int = 22) -> TestStore<UsersListState, UsersListEvent> {
        var state = UsersListState(sourceName: "fake data", pageSize: pageSize, prefetchRows: 20)
        UsersListViewModel.reduce(&state, .user(.start))
        let first = UsersPageRequest(page: 0, limit: pageSize, generation: 1)
        let count = min(pageSize, total ?? pageSize)
        UsersListViewModel.reduce(
            &state, .pageLoaded(first, F.page(0, F.users(0..<count), limit: pageSize, total: total)))
        UsersListViewModel.reduce(&state, .user(.viewport(rows: viewport)))
        return TestStore(initial: state, reduce: UsersListViewModel.reduce)
    }

    /// The request for page `index` of 50 users.
    func page(_ index: Int) -> UsersPageRequest {
        UsersPageRequest(page: index, limit: 50, generation: 1)
    }

    /// The answer to `request`: users `range` of `total`.
    func answer(_ request: UsersPageRequest, _ range: Range<Int>, total: Int?) -> UsersListEvent {
        .pageLoaded(request, F.page(request.page, F.users(range), limit: request.limit, total: total))
    }

    @Test func endSelectsTheLastUserOfTheWholeListAndLoadsOnlyItsPage() {
        let store = loaded(total: 100_000)
        #expect(store.state.visibleCount == 100_000)
        #expect(store.state.title == "Users · 100000")
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 99_999)
            $0.pageRequest = self.page(1_999)
        }
        #expect(store.state.position == "100000/100000")
        #expect(store.state.user(atRow: 99_999) == nil, "a placeholder until its page arrives")
        #expect(store.state.selectedUser == nil)

        store.send(answer(page(1_999), 99_950..<100_000, total: 100_000)) {
            $0.detachedPages[1_999] = F.summaries(99_950..<100_000)
            $0.pageRequest = nil  // the 22 rows shown and 20 more are all on page 1999
        }
        #expect(store.state.selectedUser == UserSummary(F.user(99_999)))
        #expect(store.state.user(atRow: 99_950) == UserSummary(F.user(99_950)))
        #expect(store.state.user(atRow: 99_949) == nil)
        #expect(store.state.users.count == 50, "the filter's prefix is still the first page")

        store.send(.user(.move(.home))) { $0.cursor = ListCursor(selection: 0) }
        #expect(store.state.selectedUser == UserSummary(F.user(0)))
    }

    @Test func aBurstOfOneThousandDownsEndsOnTheLastUser() {
        let store = loaded(total: 107)
        for step in 1...1_000 {
            store.send(.user(.move(.down))) {
                $0.cursor = ListCursor(selection: min(step, 106))
                // Page 1 once the rows within 22 of the selection (the rows shown) reach row 50;
                // page 2, the selection's own, once the selection is on it.
                $0.pageRequest = step < 28 ? nil : step < 100 ? self.page(1) : self.page(2)
            }
        }
        store.send(answer(page(2), 100..<107, total: 107)) {  // the selection's page first
            $0.detachedPages[2] = F.summaries(100..<107)
            $0.pageRequest = self.page(1)  // then the page of the rows above it
        }
        store.send(answer(page(1), 50..<100, total: 107)) {
            $0.users = F.summaries(0..<107)  // page 2 joined the prefix once page 1 came
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<107))
            $0.detachedPages = [:]
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        #expect(store.state.selectedUser == UserSummary(F.user(106)))
    }

    @Test func aTallViewportLoadsThePagesItShowsNearestFirst() {
        let store = loaded(total: 100_000, viewport: 60)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 99_999)
            $0.pageRequest = self.page(1_999)
        }
        store.send(answer(page(1_999), 99_950..<100_000, total: 100_000)) {
            $0.detachedPages[1_999] = F.summaries(99_950..<100_000)
            $0.pageRequest = self.page(1_998)
        }
        store.send(answer(page(1_998), 99_900..<99_950, total: 100_000)) {
            $0.detachedPages[1_998] = F.summaries(99_900..<99_950)
            $0.pageRequest = nil
        }
        store.send(.user(.move(.to(50_000)))) {
            $0.cursor = ListCursor(selection: 50_000)
            $0.pageRequest = self.page(1_000)  // the selection's page before its neighbours
        }
        store.send(answer(page(1_000), 50_000..<50_050, total: 100_000)) {
            $0.detachedPages[1_000] = F.summaries(50_000..<50_050)
            $0.pageRequest = self.page(1_001)  // at equal distance the page below goes first (lists are read down)
        }
        store.send(answer(page(1_001), 50_050..<50_100, total: 100_000)) {
            $0.detachedPages[1_001] = F.summaries(50_050..<50_100)
            $0.pageRequest = self.page(999)
        }
        store.send(answer(page(999), 49_950..<50_000, total: 100_000)) {
            $0.detachedPages[999] = F.summaries(49_950..<50_000)
            $0.pageRequest = self.page(998)  // row 49,940 is within 60 rows
        }
        store.send(answer(page(998), 49_900..<49_950, total: 100_000)) {
            $0.detachedPages[998] = F.summaries(49_900..<49_950)
            $0.pageRequest = nil
        }
    }

    @Test func aPageNoLongerNeededIsCancelled() {
        let store = loaded(total: 100_000)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 99_999)
            $0.pageRequest = self.page(1_999)
        }
        store.send(.user(.move(.home))) {
            $0.cursor = ListCursor(selection: 0)
            $0.pageRequest = nil
        }
        store.send(answer(page(1_999), 99_950..<100_000, total: 100_000))  // nobody waits for it: dropped
    }

    @Test func theFilterSearchesInOrderAndDetachedPagesJoinWithoutAskingAgain() {
        let store = loaded(total: 200)
        let firstPage = store.state.nameIndex.filter
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 199)
            $0.pageRequest = self.page(3)
        }
        store.send(answer(page(3), 150..<200, total: 200)) {
            $0.detachedPages[3] = F.summaries(150..<200)
            $0.pageRequest = nil
        }
        store.send(.user(.openFilter)) {
            $0.filter = UsersFilterState(query: "", isEditing: true, result: firstPage.matches(""))
        }
        #expect(store.state.visibleCount == 200, "an empty query shows every row")
        store.send(.user(.filterChanged("User 199"))) {
            $0.filter?.query = "User 199"
            $0.filter?.result = firstPage.matches("User 199")
            $0.cursor = ListCursor(selection: 0)
            $0.pageRequest = self.page(1)
        }
        #expect(store.state.visibleCount == 0, "page 3 is shown but not searched yet")
        store.send(answer(page(1), 50..<100, total: 200)) {
            $0.users = F.summaries(0..<100)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<100))
            $0.filter?.result = $0.nameIndex.filter.matches("User 199")
            $0.nextPage = 2
            $0.pageRequest = self.page(2)
        }
        store.send(answer(page(2), 100..<150, total: 200)) {
            $0.users = F.summaries(0..<200)  // page 3 joined the prefix: every user is searched
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<200))
            $0.detachedPages = [:]
            $0.filter?.result = $0.nameIndex.filter.matches("User 199")
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        #expect(store.state.visibleCount == 1)
        #expect(store.state.selectedUser == UserSummary(F.user(199)))
        store.send(.user(.clearFilter)) {
            $0.filter = nil
            $0.cursor = ListCursor(selection: 199)  // clearing keeps the user selected
        }
    }

    @Test func aShortPageEndsTheListWhereItsUsersDo() {
        let store = loaded(total: 1_000)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 999)
            $0.pageRequest = self.page(19)
        }
        store.send(answer(page(19), 0..<0, total: 1_000)) {
            $0.total = 950
            $0.cursor = ListCursor(selection: 949)
            $0.pageRequest = self.page(18)
        }
    }

    @Test func aProviderThatChangesThePageSizeLoadsInOrder() {
        let store = TestStore(
            initial: UsersListState(sourceName: "fake data", pageSize: 50), reduce: UsersListViewModel.reduce)
        let first = UsersPageRequest(page: 0, limit: 50, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 50) }
        store.send(.pageLoaded(first, F.page(0, F.users(0..<20), limit: 20, total: 1_000))) {
            $0.fillFirstPage(0..<20, total: 1_000, nextPage: 1)
            $0.pagesLineUp = false  // asked for 50, given 20
            $0.pageRequest = self.page(1)
        }
        #expect(!store.state.isRandomAccess)
        #expect(store.state.visibleCount == 20)
        store.send(.user(.move(.end))) { $0.cursor = ListCursor(selection: 19) }
        #expect(store.state.isLoadingMore)
    }

    @Test func aFailedPageKeepsItsPlaceholdersUntilR() {
        let store = loaded(total: 100_000)
        let request = page(1_999)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 99_999)
            $0.pageRequest = request
        }
        let failure = LoadFailure(message: "Cannot reach x", isRetryable: true)
        store.send(.pageFailed(request, failure)) {
            $0.pageFailure = failure
            $0.pageRequest = nil
        }
        store.send(.user(.move(.up))) { $0.cursor = ListCursor(selection: 99_998) }  // a failed page waits for r
        #expect(store.state.selectedUser == nil)
        store.send(.user(.reload)) {
            $0.pageFailure = nil
            $0.pageRequest = request
        }
    }

    @Test func aPlaceholderRowOpensNothing() {
        let store = loaded(total: 100_000)
        store.send(.user(.move(.to(5_000)))) {
            $0.cursor = ListCursor(selection: 5_000)
            $0.pageRequest = self.page(100)
        }
        store.send(.user(.openDetail))
        #expect(store.state.position == "5001/100000")
    }
}
