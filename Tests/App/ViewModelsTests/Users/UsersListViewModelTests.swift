import Domain
import DomainTestSupport
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// The users list view model run exhaustively (`TestStore`): every state, every page it loads —
/// latest only, at the end of the turn, so a burst of events loads only the page it ends on — and
/// the spinner that ticks only while the first page loads. (The detail's are in
/// `UserDetailViewModelTests`.)
@Suite struct UsersListViewModelTests {
    typealias F = UsersFixtures

    private let service = FakeUsersService()
    private let scheduler = TestScheduler()

    private func makeStore(
        service: any UsersService, pageSize: Int
    ) -> TestStore<UsersListState, UsersListEvent> {
        TestStore(
            initial: UsersListState(
                sourceName: service.sourceName, pageSize: pageSize,
                searchesWholeList: service is any SearchableUsersService),
            reduce: UsersListViewModel.reduce,
            feedbacks: UsersListViewModel.feedbacks(service: service, scheduler: scheduler), scheduler: scheduler)
    }

    @Test func theSpinnerTicksWhileTheFirstPageLoadsAndThePageStartsAtTheEndOfTheTurn() async {
        let store = makeStore(service: UnansweredUsersService(), pageSize: 3)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 3) }
        store.expectEffect("spinner")
        #expect(store.store.startingEffects == ["pages"], "the page starts at the end of the turn")
        #expect(store.store.isAwaitingAnswer, "and is awaited from the event that asked for it")
        store.expectEffect("pages", UsersPageRequest(page: 0, limit: 3, generation: 1))
        #expect(store.store.startingEffects == [])
        scheduler.advance(by: .milliseconds(100))
        await store.receive(.spinnerTick) { $0.spinnerFrame = 1 }
        scheduler.advance(by: .milliseconds(100))
        await store.receive(.spinnerTick) { $0.spinnerFrame = 2 }
        store.skip("pages")  // never answers
        store.skip("spinner")
    }

    @Test func theFirstPageStopsTheSpinnerAndLeavesNothingScheduled() async {
        let store = makeStore(service: service, pageSize: 3)
        let request = UsersPageRequest(page: 0, limit: 3, generation: 1)
        service.expectPage(0, .success(F.page(0, F.users(0..<3), limit: 3, total: 3)))
        store.send(.user(.start)) { $0.askForFirstPage(limit: 3) }
        store.expectEffect("spinner")
        store.expectEffect("pages", request)
        await store.receive(.pageLoaded(request, F.page(0, F.users(0..<3), limit: 3, total: 3))) {
            $0.fillFirstPage(0..<3, total: 3, nextPage: nil)
        }
        #expect(store.store.runningEffects == [], "idle: no clock left running")
        #expect(!store.store.isAwaitingAnswer)
        #expect(scheduler.pendingActionCount == 0)
        #expect(service.calls == [.page(0, limit: 3)])
    }

    @Test func aFailedLoadBecomesTheStatusAndReloadAsksAgain() async {
        let store = makeStore(service: service, pageSize: 3)
        service.expectPage(0, .failure(.appIDRejected))
        let first = UsersPageRequest(page: 0, limit: 3, generation: 1)
        store.send(.user(.start)) { $0.askForFirstPage(limit: 3) }
        store.expectEffect("spinner")
        store.expectEffect("pages", first)
        let failure = LoadFailure(UsersError.appIDRejected)
        await store.receive(.pageFailed(first, failure)) {
            $0.pageRequest = nil
            $0.status = .failed(failure)
        }

        service.expectPage(0, .success(F.page(0, F.users(0..<2), limit: 3, total: 2)))
        let again = UsersPageRequest(page: 0, limit: 3, generation: 2)
        store.send(.user(.reload)) {
            $0.generation = 2
            $0.status = .loading
            $0.pageRequest = again
        }
        store.expectEffect("spinner")
        store.expectEffect("pages", again)
        await store.receive(.pageLoaded(again, F.page(0, F.users(0..<2), limit: 3, total: 2))) {
            $0.fillFirstPage(0..<2, total: 2, nextPage: nil)
        }
        #expect(service.calls == [.page(0, limit: 3), .page(0, limit: 3)])
    }

    @Test func aBurstOfMovesInOneTurnLoadsOnlyThePageItEndsOn() async {
        let store = makeStore(service: service, pageSize: 10)
        let pages = (0..<5).map { UsersPageRequest(page: $0, limit: 10, generation: 1) }
        for page in 0..<3 {
            let users = F.users(page * 10..<page * 10 + 10)
            service.expectPage(page, .success(F.page(page, users, limit: 10, total: 50)))
        }
        store.send(.user(.start)) { $0.askForFirstPage(limit: 10) }
        store.expectEffect("spinner")
        store.expectEffect("pages", pages[0])
        await store.receive(.pageLoaded(pages[0], F.page(0, F.users(0..<10), limit: 10, total: 50))) {
            $0.fillFirstPage(0..<10, total: 50, nextPage: 1)
            $0.pageRequest = pages[1]  // the 20 rows below the selection are prefetched
        }
        store.expectEffect("pages", pages[1])
        await store.receive(.pageLoaded(pages[1], F.page(1, F.users(10..<20), limit: 10, total: 50))) {
            $0.users = F.summaries(0..<20)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<20))
            $0.nextPage = 2
            $0.pageRequest = pages[2]
        }
        store.expectEffect("pages", pages[2])
        await store.receive(.pageLoaded(pages[2], F.page(2, F.users(20..<30), limit: 10, total: 50))) {
            $0.users = F.summaries(0..<30)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<30))
            $0.nextPage = 3
            $0.pageRequest = nil
        }

        // A click on row 35 and End, read in one turn: page 3 is asked for, then replaced by page 4
        // before the turn ends, so only page 4 starts.
        store.send(.user(.move(.to(35)))) {
            $0.cursor = ListCursor(selection: 35)
            $0.pageRequest = pages[3]
        }
        store.send(.user(.move(.end))) {
            $0.cursor = ListCursor(selection: 49)
            $0.pageRequest = pages[4]
        }
        service.expectPage(4, .success(F.page(4, F.users(40..<50), limit: 10, total: 50)))
        store.expectEffect("pages", pages[4])
        service.expectPage(3, .success(F.page(3, F.users(30..<40), limit: 10, total: 50)))
        await store.receive(.pageLoaded(pages[4], F.page(4, F.users(40..<50), limit: 10, total: 50))) {
            $0.detachedPages[4] = F.summaries(40..<50)
            $0.pageRequest = pages[3]
        }
        store.expectEffect("pages", pages[3])
        await store.receive(.pageLoaded(pages[3], F.page(3, F.users(30..<40), limit: 10, total: 50))) {
            $0.users = F.summaries(0..<50)
            $0.nameIndex = UserNameIndex(users: F.summaries(0..<50))
            $0.detachedPages = [:]
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        #expect(service.calls == [0, 1, 2, 4, 3].map { .page($0, limit: 10) })
    }
}
