import Domain
import Foundation
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// `UsersListViewModel.reduce`, event by event, each event's whole state checked by a `TestStore`
/// with no feedbacks.
@Suite struct UsersListReduceTests {
    typealias F = UsersFixtures

    private func makeStore(_ state: UsersListState) -> TestStore<UsersListState, UsersListEvent> {
        TestStore(initial: state, reduce: UsersListViewModel.reduce)
    }

    /// A state that has loaded `count` users in one page of `pageSize` of `total`.
    func loaded(_ count: Int, pageSize: Int = 50, total: Int? = 1_000, prefetch: Int = 20) -> UsersListState {
        var state = UsersListState(sourceName: "fake data", pageSize: pageSize, prefetchRows: prefetch)
        UsersListViewModel.reduce(&state, .user(.start))
        let request = UsersPageRequest(page: 0, limit: pageSize, generation: 1)
        UsersListViewModel.reduce(
            &state, .pageLoaded(request, F.page(0, F.users(0..<count), limit: pageSize, total: total)))
        return state
    }

    @Test func startAsksForTheFirstPageAndShowsTheSpinner() {
        let store = makeStore(UsersListState(sourceName: "fake data", pageSize: 10))
        store.send(.user(.start)) { $0.askForFirstPage(limit: 10) }
        #expect(store.state.showsSpinner)
        #expect(store.state.title == "Users")
        store.send(.user(.start))  // a second start while loading changes nothing
    }

    @Test func firstPageFillsTheRows() {
        let store = makeStore(UsersListState(sourceName: "fake data", pageSize: 3, prefetchRows: 0))
        let request = UsersPageRequest(page: 0, limit: 3, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 3) }
        store.send(.pageLoaded(request, F.page(0, F.users(0..<3), limit: 3, total: 10))) {
            $0.fillFirstPage(0..<3, total: 10, nextPage: 1)
        }
        #expect(store.state.title == "Users · 10")
        #expect(store.state.titleStatus(in: .gmt) == "1/10 · fake data")
        #expect(store.state.selectedUser == UserSummary(F.user(0)))
        #expect(!store.state.showsSpinner)
    }

    @Test func aPagePastTheEndEndsPaging() {
        let store = makeStore(loaded(3, pageSize: 3, total: nil, prefetch: 0))
        let request = UsersPageRequest(page: 1, limit: 3, generation: 1)
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 2)
            $0.pageRequest = request
        }
        #expect(store.state.isLoadingMore)
        store.send(.pageLoaded(request, F.page(1, [], limit: 3, total: nil))) {
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        store.send(.user(.move(.down)))  // no page is asked for once paging ended
    }

    @Test func movingNearTheEndAsksForOneNextPageOnly() {
        let store = makeStore(loaded(50, pageSize: 50, prefetch: 20))
        #expect(store.state.pageRequest == nil)
        store.send(.user(.move(.pageDown(rows: 29)))) {
            $0.cursor = ListCursor(selection: 29)  // the rows within 20 of the selection are all loaded
        }
        let request = UsersPageRequest(page: 1, limit: 50, generation: 1)
        store.send(.user(.move(.down))) {
            $0.cursor = ListCursor(selection: 30)
            $0.pageRequest = request  // row 50 is now within reach
        }
        store.send(.user(.move(.down))) { $0.cursor = ListCursor(selection: 31) }  // still the one request

        store.send(.pageLoaded(request, F.page(1, F.users(50..<100), limit: 50, total: 1_000))) {
            $0.users = F.summaries(0..<100)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<100))
            $0.nextPage = 2
            $0.pageRequest = nil
        }
    }

    @Test func withoutATotalTheListIsAsLongAsWhatIsLoadedAndLoadsInOrder() {
        let store = makeStore(loaded(50, pageSize: 50, total: nil, prefetch: 20))
        #expect(store.state.visibleCount == 50)
        store.send(.user(.move(.pageDown(rows: 28)))) {
            $0.cursor = ListCursor(selection: 28)  // 29 rows from the end is not near yet
        }
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 49)
            $0.pageRequest = UsersPageRequest(page: 1, limit: 50, generation: 1)
        }
        #expect(store.state.isLoadingMore)
        #expect(store.state.position == "50/50")
    }

    @Test func aFailedPageKeepsTheRowsAndRRetriesThatPage() {
        let store = makeStore(loaded(10, pageSize: 10))
        let request = UsersPageRequest(page: 1, limit: 10, generation: 1)
        #expect(store.state.pageRequest == request, "ten rows are all within the prefetch distance")
        let failure = LoadFailure(message: "Cannot reach x", isRetryable: true)
        store.send(.pageFailed(request, failure)) {
            $0.pageRequest = nil
            $0.pageFailure = failure
        }
        #expect(store.state.titleStatus(in: .gmt) == "1/1000 · fake data · more failed: Cannot reach x — r to retry")
        store.send(.user(.move(.down))) { $0.cursor = ListCursor(selection: 1) }  // a failed page waits for r

        store.send(.user(.reload)) {
            $0.pageFailure = nil
            $0.pageRequest = request
        }
    }

    @Test func aFailedFirstPageShowsTheErrorAndRLoadsAgain() {
        let store = makeStore(UsersListState(sourceName: "fake data", pageSize: 10))
        let first = UsersPageRequest(page: 0, limit: 10, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 10) }
        let failure = LoadFailure(UsersError.appIDRejected)
        store.send(.pageFailed(first, failure)) {
            $0.status = .failed(failure)
            $0.pageRequest = nil
        }
        store.send(.user(.reload)) {
            $0.generation = 2
            $0.status = .loading
            $0.pageRequest = UsersPageRequest(page: 0, limit: 10, generation: 2)
        }
    }

    @Test func staleAnswersAreIgnored() {
        let store = makeStore(loaded(3, pageSize: 3, total: 3))
        store.send(.user(.reload)) {
            $0.generation = 2
            $0.status = .loading
            $0.pageRequest = UsersPageRequest(page: 0, limit: 3, generation: 2)
        }
        let old = UsersPageRequest(page: 0, limit: 3, generation: 1)
        store.send(.pageLoaded(old, F.page(0, F.users(5..<8), limit: 3, total: 3)))
        store.send(.pageFailed(old, LoadFailure(message: "late")))
        #expect(store.state.titleStatus(in: .gmt) == "1/3 · fake data · reloading…")
    }

    @Test func reloadKeepsTheRowsUntilTheFirstPageArrives() {
        let store = makeStore(loaded(3, pageSize: 3, total: 3))
        let request = UsersPageRequest(page: 0, limit: 3, generation: 2)
        store.send(.user(.move(.end))) { $0.cursor = ListCursor(selection: 2) }
        store.send(.user(.reload)) {
            $0.generation = 2
            $0.status = .loading
            $0.pageRequest = request
        }
        #expect(!store.state.showsSpinner)

        store.send(.pageLoaded(request, F.page(0, F.users(0..<2), limit: 3, total: 2))) {
            $0.users = F.summaries(0..<2)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<2))
            $0.status = .loaded
            $0.total = 2
            $0.nextPage = nil
            $0.pageRequest = nil
            $0.cursor = ListCursor(selection: 1)  // the selection is kept inside the shorter list
        }
    }

    @Test func cachedPagesSayOfflineSince() throws {
        let store = makeStore(UsersListState(sourceName: "DummyAPI", pageSize: 3))
        let request = UsersPageRequest(page: 0, limit: 3, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 3) }
        let since = try #require(ISO8601DateFormatter().date(from: "2026-11-22T10:42:00Z"))
        let page = Fetched(
            UserPage(users: F.users(0..<3), page: 0, limit: 3, total: 3), freshness: .cached(since: since))
        store.send(.pageLoaded(request, page)) {
            $0.fillFirstPage(0..<3, total: 3, nextPage: nil)
            $0.freshness = .cached(since: since)
        }
        #expect(store.state.titleStatus(in: .gmt) == "1/3 · DummyAPI · offline — data from 10:42")
    }

    @Test func movesFollowTheListCursorAndStayInside() {
        let store = makeStore(loaded(5, pageSize: 5, total: 5))
        store.send(.user(.move(.up)))
        store.send(.user(.move(.end))) { $0.cursor = ListCursor(selection: 4) }
        store.send(.user(.move(.down)))
        store.send(.user(.move(.pageUp(rows: 3)))) { $0.cursor = ListCursor(selection: 1) }
        store.send(.user(.move(.home))) { $0.cursor = ListCursor(selection: 0) }
    }

    @Test func detailOpensOnlyWithASelectedUserAndCloses() {
        let empty = makeStore(loaded(0, pageSize: 5, total: 0))
        empty.send(.user(.openDetail))

        let store = makeStore(loaded(5, pageSize: 5, total: 5))
        store.send(.user(.openDetail)) { $0.isDetailOpen = true }
        store.send(.user(.closeDetail)) { $0.isDetailOpen = false }
    }

    @Test func theSheetOpensOverTheSelectedUserOrTheDetailAndCloses() {
        let empty = makeStore(loaded(0, pageSize: 5, total: 0))
        empty.send(.user(.toggleMoreInfo))

        let store = makeStore(loaded(5, pageSize: 5, total: 5))
        store.send(.user(.toggleMoreInfo)) { $0.presentation.isSheetOpen = true }
        store.send(.user(.toggleMoreInfo)) { $0.presentation.isSheetOpen = false }
        store.send(.user(.openDetail)) { $0.isDetailOpen = true }
        store.send(.user(.toggleMoreInfo)) { $0.presentation.isSheetOpen = true }
        store.send(.user(.closeMoreInfo)) { $0.presentation.isSheetOpen = false }
        #expect(store.state.isDetailOpen, "closing the sheet leaves the detail open")
    }

    /// A deep link is Enter on the linked user: the detail opens at once (the sheet over it, with
    /// nothing loaded yet), and the first page puts the cursor on the user; a move ends the link.
    @Test func aDeepLinkOpensTheDetailAndTheFirstPageSelectsItsUser() {
        let store = makeStore(UsersListState(sourceName: "fake data", pageSize: 5, prefetchRows: 0))
        let request = UsersPageRequest(page: 0, limit: 5, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 5) }
        store.send(.user(.openUser(id: F.user(3).id))) {
            $0.isDetailOpen = true
            $0.linkedUserID = F.user(3).id
        }
        store.send(.user(.toggleMoreInfo)) { $0.presentation.isSheetOpen = true }
        store.send(.pageLoaded(request, F.page(0, F.users(0..<5), limit: 5, total: 10))) {
            $0.fillFirstPage(0..<5, total: 10, nextPage: 1)
            $0.cursor = ListCursor(selection: 3)
        }
        store.send(.user(.closeMoreInfo)) { $0.presentation.isSheetOpen = false }
        store.send(.user(.move(.down))) {
            $0.cursor = ListCursor(selection: 4)
            $0.linkedUserID = nil
        }
    }

    /// A linked user the first page does not hold leaves the cursor where the list starts; the
    /// link lasts until the detail closes (or the person moves, filters or opens another).
    @Test func aDeepLinkBeyondTheFirstPageLeavesTheCursor() {
        let store = makeStore(UsersListState(sourceName: "fake data", pageSize: 5, prefetchRows: 0))
        let request = UsersPageRequest(page: 0, limit: 5, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 5) }
        store.send(.user(.openUser(id: "nobody"))) {
            $0.isDetailOpen = true
            $0.linkedUserID = "nobody"
        }
        store.send(.pageLoaded(request, F.page(0, F.users(0..<5), limit: 5, total: 10))) {
            $0.fillFirstPage(0..<5, total: 10, nextPage: 1)
        }
        store.send(.user(.closeDetail)) {
            $0.isDetailOpen = false
            $0.linkedUserID = nil
        }
        store.send(.user(.openUser(id: F.user(2).id))) {
            $0.isDetailOpen = true
            $0.linkedUserID = F.user(2).id
            $0.cursor = ListCursor(selection: 2)
        }
        store.send(.user(.openDetail)) { $0.linkedUserID = nil }
    }

    @Test func spinnerTicksAdvanceTheFrame() {
        let store = makeStore(UsersListState(sourceName: "fake data"))
        store.send(.spinnerTick) { $0.spinnerFrame = 1 }
        store.send(.spinnerTick) { $0.spinnerFrame = 2 }
    }
}
