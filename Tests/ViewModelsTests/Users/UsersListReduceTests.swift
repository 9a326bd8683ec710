import Domain
import Foundation
import Testing
import ViewModelCore
import ViewModels

/// `UsersListViewModel.reduce`, event by event, asserting the whole state after each.
@Suite struct UsersListReduceTests {
    typealias F = UsersFixtures

    /// A state that has loaded `count` users in one page of `pageSize` (more to come when `hasMore`).
    func loaded(_ count: Int, pageSize: Int = 50, total: Int? = 1_000, prefetch: Int = 20) -> UsersListState {
        var state = UsersListState(sourceName: "fake data", pageSize: pageSize, prefetchRows: prefetch)
        UsersListViewModel.reduce(&state, .user(.start))
        let request = UsersPageRequest(page: 0, limit: pageSize, generation: 1)
        UsersListViewModel.reduce(
            &state, .pageLoaded(request, F.page(0, F.users(0..<count), limit: pageSize, total: total)))
        return state
    }

    @Test func startAsksForTheFirstPageAndShowsTheSpinner() {
        var state = UsersListState(sourceName: "fake data", pageSize: 10)
        UsersListViewModel.reduce(&state, .user(.start))
        var expected = UsersListState(sourceName: "fake data", pageSize: 10)
        expected.generation = 1
        expected.pageRequest = UsersPageRequest(page: 0, limit: 10, generation: 1)
        #expect(state == expected)
        #expect(state.showsSpinner)
        #expect(state.title == "Users")

        UsersListViewModel.reduce(&state, .user(.start))
        #expect(state == expected, "a second start while loading changes nothing")
    }

    @Test func firstPageFillsTheRows() {
        let state = loaded(3, pageSize: 3, total: 10, prefetch: 0)
        var expected = UsersListState(sourceName: "fake data", pageSize: 3, prefetchRows: 0)
        expected.generation = 1
        expected.users = F.summaries(0..<3)
        expected.nameIndex = UserNameIndex(users: F.summaries(0..<3))
        expected.status = .loaded
        expected.total = 10
        expected.nextPage = 1
        #expect(state == expected)
        #expect(state.title == "Users · 10")
        #expect(state.titleStatus(in: .gmt) == "1/10 · fake data")
        #expect(state.selectedUser == UserSummary(F.user(0)))
        #expect(!state.showsSpinner)
    }

    @Test func aPagePastTheEndEndsPaging() {
        var state = loaded(3, pageSize: 3, total: nil, prefetch: 0)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        let request = UsersPageRequest(page: 1, limit: 3, generation: 1)
        #expect(state.pageRequest == request)
        #expect(state.isLoadingMore)
        UsersListViewModel.reduce(&state, .pageLoaded(request, F.page(1, [], limit: 3, total: nil)))
        var expected = loaded(3, pageSize: 3, total: nil, prefetch: 0)
        expected.cursor = ListCursor(selection: 2)
        expected.nextPage = nil
        #expect(state == expected)
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state == expected, "no page is asked for once paging ended")
    }

    @Test func movingNearTheEndAsksForOneNextPageOnly() {
        var state = loaded(50, pageSize: 50, prefetch: 20)
        #expect(state.pageRequest == nil)
        UsersListViewModel.reduce(&state, .user(.move(.pageDown(rows: 29))))
        #expect(state.cursor.selection == 29)
        #expect(state.pageRequest == nil, "the rows within 20 of the selection are all loaded")
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        let request = UsersPageRequest(page: 1, limit: 50, generation: 1)
        #expect(state.pageRequest == request, "row 50 is now within reach")
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state.pageRequest == request, "still the one request in flight")

        UsersListViewModel.reduce(&state, .pageLoaded(request, F.page(1, F.users(50..<100), limit: 50, total: 1_000)))
        var expected = loaded(50, pageSize: 50, prefetch: 20)
        expected.users = F.summaries(0..<100)
        expected.nameIndex = UserNameIndex(users: F.summaries(0..<100))
        expected.nextPage = 2
        expected.cursor = ListCursor(selection: 31)
        #expect(state == expected)
    }

    @Test func withoutATotalTheListIsAsLongAsWhatIsLoadedAndLoadsInOrder() {
        var state = loaded(50, pageSize: 50, total: nil, prefetch: 20)
        #expect(state.visibleCount == 50)
        UsersListViewModel.reduce(&state, .user(.move(.pageDown(rows: 28))))
        #expect(state.pageRequest == nil, "29 rows from the end is not near yet")
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        let request = UsersPageRequest(page: 1, limit: 50, generation: 1)
        #expect(state.cursor.selection == 49)
        #expect(state.pageRequest == request)
        #expect(state.isLoadingMore)
        #expect(state.position == "50/50")
    }

    @Test func aFailedPageKeepsTheRowsAndRRetriesThatPage() {
        var state = loaded(10, pageSize: 10)
        let request = UsersPageRequest(page: 1, limit: 10, generation: 1)
        #expect(state.pageRequest == request, "ten rows are all within the prefetch distance")
        let failure = LoadFailure(message: "Cannot reach x", isRetryable: true)
        UsersListViewModel.reduce(&state, .pageFailed(request, failure))
        var expected = loaded(10, pageSize: 10)
        expected.pageRequest = nil
        expected.pageFailure = failure
        #expect(state == expected)
        #expect(state.titleStatus(in: .gmt) == "1/1000 · fake data · more failed: Cannot reach x — r to retry")
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state.pageRequest == nil, "a failed page waits for r")

        UsersListViewModel.reduce(&state, .user(.reload))
        expected.cursor = ListCursor(selection: 1)
        expected.pageFailure = nil
        expected.pageRequest = request
        #expect(state == expected)
    }

    @Test func aFailedFirstPageShowsTheErrorAndRLoadsAgain() {
        var state = UsersListState(sourceName: "fake data", pageSize: 10)
        UsersListViewModel.reduce(&state, .user(.start))
        let failure = LoadFailure(UsersError.appIDRejected)
        UsersListViewModel.reduce(&state, .pageFailed(UsersPageRequest(page: 0, limit: 10, generation: 1), failure))
        var expected = UsersListState(sourceName: "fake data", pageSize: 10)
        expected.generation = 1
        expected.status = .failed(failure)
        #expect(state == expected)

        UsersListViewModel.reduce(&state, .user(.reload))
        expected.generation = 2
        expected.status = .loading
        expected.pageRequest = UsersPageRequest(page: 0, limit: 10, generation: 2)
        #expect(state == expected)
    }

    @Test func staleAnswersAreIgnored() {
        var state = loaded(3, pageSize: 3, total: 3)
        UsersListViewModel.reduce(&state, .user(.reload))
        let reloaded = state
        let old = UsersPageRequest(page: 0, limit: 3, generation: 1)
        UsersListViewModel.reduce(&state, .pageLoaded(old, F.page(0, F.users(5..<8), limit: 3, total: 3)))
        UsersListViewModel.reduce(&state, .pageFailed(old, LoadFailure(message: "late")))
        #expect(state == reloaded)
        #expect(state.titleStatus(in: .gmt) == "1/3 · fake data · reloading…")
    }

    @Test func reloadKeepsTheRowsUntilTheFirstPageArrives() {
        var state = loaded(3, pageSize: 3, total: 3)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        UsersListViewModel.reduce(&state, .user(.reload))
        var expected = loaded(3, pageSize: 3, total: 3)
        expected.cursor = ListCursor(selection: 2)
        expected.generation = 2
        expected.status = .loading
        expected.pageRequest = UsersPageRequest(page: 0, limit: 3, generation: 2)
        #expect(state == expected)
        #expect(!state.showsSpinner)

        let request = UsersPageRequest(page: 0, limit: 3, generation: 2)
        UsersListViewModel.reduce(&state, .pageLoaded(request, F.page(0, F.users(0..<2), limit: 3, total: 2)))
        expected.users = F.summaries(0..<2)
        expected.nameIndex = UserNameIndex(users: F.summaries(0..<2))
        expected.status = .loaded
        expected.total = 2
        expected.nextPage = nil
        expected.pageRequest = nil
        expected.cursor = ListCursor(selection: 1)
        #expect(state == expected, "the selection is kept inside the shorter list")
    }

    @Test func cachedPagesSayOfflineSince() throws {
        var state = UsersListState(sourceName: "DummyAPI", pageSize: 3)
        UsersListViewModel.reduce(&state, .user(.start))
        let since = try #require(ISO8601DateFormatter().date(from: "2026-11-22T10:42:00Z"))
        let page = Fetched(
            UserPage(users: F.users(0..<3), page: 0, limit: 3, total: 3), freshness: .cached(since: since))
        UsersListViewModel.reduce(&state, .pageLoaded(UsersPageRequest(page: 0, limit: 3, generation: 1), page))
        #expect(state.freshness == .cached(since: since))
        #expect(state.titleStatus(in: .gmt) == "1/3 · DummyAPI · offline — data from 10:42")
    }

    @Test func movesFollowTheListCursorAndStayInside() {
        var state = loaded(5, pageSize: 5, total: 5)
        UsersListViewModel.reduce(&state, .user(.move(.up)))
        #expect(state.cursor.selection == 0)
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        #expect(state.cursor.selection == 4)
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state.cursor.selection == 4)
        UsersListViewModel.reduce(&state, .user(.move(.pageUp(rows: 3))))
        #expect(state.cursor.selection == 1)
        UsersListViewModel.reduce(&state, .user(.move(.home)))
        var expected = loaded(5, pageSize: 5, total: 5)
        expected.cursor = ListCursor(selection: 0)
        #expect(state == expected)
    }

    @Test func detailOpensOnlyWithASelectedUserAndCloses() {
        var empty = loaded(0, pageSize: 5, total: 0)
        UsersListViewModel.reduce(&empty, .user(.openDetail))
        #expect(!empty.isDetailOpen)

        var state = loaded(5, pageSize: 5, total: 5)
        UsersListViewModel.reduce(&state, .user(.openDetail))
        var expected = loaded(5, pageSize: 5, total: 5)
        expected.isDetailOpen = true
        #expect(state == expected)
        UsersListViewModel.reduce(&state, .user(.closeDetail))
        expected.isDetailOpen = false
        #expect(state == expected)
    }

    @Test func spinnerTicksAdvanceTheFrame() {
        var state = UsersListState(sourceName: "fake data")
        UsersListViewModel.reduce(&state, .spinnerTick)
        UsersListViewModel.reduce(&state, .spinnerTick)
        #expect(state.spinnerFrame == 2)
    }
}
