import Domain
import PubSub
import PubSubTestSupport
import Testing
import ViewModels

/// The Users view models' effects: the service calls their states ask for, latest only, the
/// detail's debounce, and the spinner clock that runs only while loading.
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

    @Test func theSpinnerTicksWhileNothingIsKnownYet() async {
        let service = UnansweredUsersService()
        let scheduler = TestScheduler()
        let detail = UserDetailViewModel(service: service, scheduler: scheduler)
        detail.send(.showID("u7"))
        scheduler.advance(by: .seconds(0.1))
        #expect(detail.state.spinnerFrame == 1)
        #expect(detail.isAwaitingAnswer, "a deep link loads at once, with no debounce")
    }

    @Test func aRecordAskedForStartsAtOnceAndOneFollowingTheSelectionAfterTheDebounce() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        let detail = UserDetailViewModel(service: service, scheduler: scheduler)
        service.expectUser("u1", .success(Fetched(F.user(1))))
        detail.send(.show(F.user(1)))
        #expect(detail.isAwaitingAnswer)
        await scheduler.settle { detail.state.request == nil }
        #expect(!detail.isAwaitingAnswer)

        detail.send(.follow(F.user(2)))
        scheduler.advance(by: .seconds(0.1))
        #expect(service.calls == [.user("u1")], "still inside the debounce")
        #expect(!detail.isAwaitingAnswer, "a request in its debounce is not awaited")
        service.expectUser("u2", .success(Fetched(F.user(2))))
        detail.send(.show(F.user(2)))
        #expect(detail.isAwaitingAnswer, "asking for the followed user starts its load now")
        await scheduler.settle { detail.state.request == nil }
        scheduler.advance(by: .seconds(UserDetailViewModel.debounceSeconds))
        #expect(service.calls == [.user("u1"), .user("u2")], "the dropped debounce started nothing")
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

    @Test func aFastScrollBesideTheDetailLoadsOnlyTheUserItStopsOn() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        let detail = UserDetailViewModel(service: service, scheduler: scheduler)
        for index in 0..<10 {
            detail.send(.follow(F.user(index)))
            scheduler.advance(by: .seconds(0.05))
        }
        #expect(service.calls == [], "every selection replaced the last within the debounce")
        var full = F.user(9)
        full.phone = "+1 555"
        service.expectUser("u9", .success(Fetched(full)))
        scheduler.advance(by: .seconds(UserDetailViewModel.debounceSeconds))
        await scheduler.settle { detail.state.request == nil }
        #expect(service.calls == [.user("u9")])
        #expect(detail.state.user == full)
        #expect(detail.state.request == nil)
    }

    @Test func aDetailErrorKeepsThePreviewAndRetries() async {
        let service = FakeUsersService()
        let scheduler = TestScheduler()
        let detail = UserDetailViewModel(service: service, scheduler: scheduler)
        service.expectUser("u1", .failure(.unreachable(host: "dummyapi.io")))
        detail.send(.show(F.user(1)))
        await scheduler.settle { detail.state.request == nil }
        #expect(detail.state.record.failure == LoadFailure(UsersError.unreachable(host: "dummyapi.io")))
        #expect(detail.state.user == F.user(1))

        service.expectUser("u1", .success(Fetched(F.user(1))))
        detail.send(.retry)
        await scheduler.settle { detail.state.request == nil }
        #expect(detail.state.record == .loaded(Fetched(F.user(1))))
        #expect(service.calls == [.user("u1"), .user("u1")])
    }
}

/// A users service that never answers: each call waits until its task is cancelled.
private final class UnansweredUsersService: UsersService, @unchecked Sendable {
    let sourceName = "fake data"
    private let (never, keptOpen) = AsyncStream<Void>.makeStream()

    func loadPage(_ page: Int, limit: Int) async throws(UsersError) -> Fetched<UserPage> {
        for await _ in never {}
        throw .cancelled
    }

    func loadUser(id: String) async throws(UsersError) -> Fetched<User> {
        for await _ in never {}
        throw .cancelled
    }
}
