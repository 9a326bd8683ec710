import Domain
import PubSub
import PubSubTestSupport
import Testing
import ViewModels

/// The users list view model's effects: the pages its state asks for, latest only, and the spinner
/// clock that runs only while loading. (The detail's are in `UserDetailViewModelTests`.)
@Suite struct UsersViewModelEffectsTests {
    typealias F = UsersFixtures

    @Test func theListLoadsItsFirstPageAndTheSpinnerStopsAfterwards() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        service.expectPage(0, .success(F.page(0, F.users(0..<3), limit: 3, total: 3)))
        let viewModel = UsersListViewModel(service: service, scheduler: scheduler, pageSize: 3)
        var seen: [UsersListState.Status] = []
        viewModel.observe { seen.append($0.status) }
        viewModel.send(.start)
        #expect(viewModel.state.pageRequest == UsersPageRequest(page: 0, limit: 3, generation: 1))
        #expect(viewModel.isAwaitingAnswer)
        #expect(scheduler.pendingActionCount == 2, "the page, started at the end of the turn, and the spinner clock")

        await scheduler.settle { viewModel.state.pageRequest == nil }
        #expect(service.calls == [.page(0, limit: 3)])
        #expect(viewModel.state.status == .loaded)
        #expect(viewModel.state.users == F.summaries(0..<3))
        #expect(viewModel.state.pageRequest == nil)
        #expect(scheduler.pendingActionCount == 0, "idle: no clock left running")
        #expect(seen == [.loading, .loaded])
    }

    @Test func aFailedLoadBecomesTheStatusAndRetryCallsAgain() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        service.expectPage(0, .failure(.appIDRejected))
        let viewModel = UsersListViewModel(service: service, scheduler: scheduler, pageSize: 3)
        viewModel.send(.start)
        await scheduler.settle { viewModel.state.pageRequest == nil }
        #expect(viewModel.state.status == .failed(LoadFailure(UsersError.appIDRejected)))

        service.expectPage(0, .success(F.page(0, F.users(0..<2), limit: 3, total: 2)))
        viewModel.send(.reload)
        await scheduler.settle { viewModel.state.pageRequest == nil }
        #expect(viewModel.state.status == .loaded)
        #expect(service.calls == [.page(0, limit: 3), .page(0, limit: 3)])
    }

    @Test func scrollingToTheEndLoadsTheNextPageOnce() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        service.expectPage(0, .success(F.page(0, F.users(0..<30), limit: 30, total: 60)))
        let viewModel = UsersListViewModel(service: service, scheduler: scheduler, pageSize: 30)
        viewModel.send(.start)
        await scheduler.settle { viewModel.state.pageRequest == nil }
        #expect(service.calls == [.page(0, limit: 30)])

        service.expectPage(1, .success(F.page(1, F.users(30..<60), limit: 30, total: 60)))
        viewModel.send(.move(.pageDown(rows: 10)))
        viewModel.send(.move(.down))
        viewModel.send(.move(.down))
        await scheduler.settle { viewModel.state.pageRequest == nil }
        #expect(service.calls == [.page(0, limit: 30), .page(1, limit: 30)])
        #expect(viewModel.state.users.count == 60)
        #expect(viewModel.state.nextPage == nil)
    }
}
