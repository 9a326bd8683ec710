import Domain
import DomainTestSupport
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// The Users store as a whole: the list and the detail nested in one state, each child's
/// feedbacks run under its name ("list.pages", "detail.record"), and the parent reducer that ties
/// them — the detail shows what the list opens, follows the selection while it is beside the
/// list, and `r` retries a failed record before it reloads the list. Every state, event and effect
/// of both children is accounted for, as `TestStore` asks.
@Suite struct UsersViewModelTests {
    typealias F = UsersFixtures

    private let service = FakeUsersService()
    private let scheduler = TestScheduler()

    private func makeStore() -> TestStore<UsersState, UsersEvent> {
        TestStore(UsersViewModel(service: service, scheduler: scheduler, pageSize: 3), scheduler: scheduler)
    }

    /// A store with its first page of three users in.
    private func loaded() async -> TestStore<UsersState, UsersEvent> {
        let store = makeStore()
        let request = UsersPageRequest(page: 0, limit: 3, generation: 1)
        service.expectPage(0, .success(F.page(0, F.users(0..<3), limit: 3, total: 3)))
        store.send(.list(.user(.start))) { $0.list.askForFirstPage(limit: 3) }
        store.expectEffect("list.spinner")
        store.expectEffect("list.pages", request)
        await store.receive(.list(.pageLoaded(request, F.page(0, F.users(0..<3), limit: 3, total: 3)))) {
            $0.list.fillFirstPage(0..<3, total: 3, nextPage: nil)
        }
        return store
    }

    @Test func openingTheDetailShowsTheSelectedUserAndLoadsTheirRecord() async throws {
        let store = await loaded()
        let first = F.users(0..<3)[0]
        let preview = try #require(store.state.list.selectedUser).preview
        store.send(.list(.user(.openDetail))) {
            $0.list.isDetailOpen = true
            $0.detail.ask(for: preview, generation: 1)
        }
        let request = UserDetailRequest(id: first.id, generation: 1)
        service.expectUser(first.id, .success(Fetched(first)))
        store.expectEffect("detail.record", request)
        await store.receive(.detail(.loaded(request, Fetched(first)))) {
            $0.detail.request = nil
            $0.detail.record = .loaded(Fetched(first))
        }
        #expect(service.calls == [.page(0, limit: 3), .user(first.id)])
    }

    @Test func theDetailBesideTheListFollowsTheSelectionOnceItRests() async throws {
        let store = await loaded()
        let users = F.users(0..<3)
        store.send(.layout(fitsDetailBeside: true)) { $0.fitsDetailBeside = true }
        let firstPreview = try #require(store.state.list.selectedUser).preview
        store.send(.list(.user(.openDetail))) {
            $0.list.isDetailOpen = true
            $0.detail.ask(for: firstPreview, generation: 1)
        }
        service.expectUser(users[0].id, .success(Fetched(users[0])))
        store.expectEffect("detail.record", UserDetailRequest(id: users[0].id, generation: 1))
        await store.receive(.detail(.loaded(UserDetailRequest(id: users[0].id, generation: 1), Fetched(users[0])))) {
            $0.detail.request = nil
            $0.detail.record = .loaded(Fetched(users[0]))
        }

        store.send(.list(.user(.move(.down)))) {
            $0.list.cursor = ListCursor(selection: 1)
            $0.detail.ask(for: $0.list.selectedUser!.preview, generation: 2, waitsForSettling: true)
        }
        let follow = UserDetailRequest(id: users[1].id, generation: 2, waitsForSettling: true)
        service.expectUser(users[1].id, .success(Fetched(users[1])))
        scheduler.advance(by: .seconds(UserDetailViewModel.debounceSeconds))
        store.expectEffect("detail.record", follow)
        await store.receive(.detail(.loaded(follow, Fetched(users[1])))) {
            $0.detail.request = nil
            $0.detail.record = .loaded(Fetched(users[1]))
        }

        // Narrow, the detail takes the list's place and no longer follows.
        store.send(.layout(fitsDetailBeside: false)) { $0.fitsDetailBeside = false }
        store.send(.list(.user(.move(.down)))) { $0.list.cursor = ListCursor(selection: 2) }
    }

    @Test func reloadRetriesTheOpenDetailsFailedRecordAndElseTheList() async throws {
        let store = await loaded()
        let first = F.users(0..<3)[0]
        let preview = try #require(store.state.list.selectedUser).preview
        store.send(.list(.user(.openDetail))) {
            $0.list.isDetailOpen = true
            $0.detail.ask(for: preview, generation: 1)
        }
        let request = UserDetailRequest(id: first.id, generation: 1)
        service.expectUser(first.id, .failure(.timeout(seconds: 10)))
        store.expectEffect("detail.record", request)
        let failure = LoadFailure(UsersError.timeout(seconds: 10))
        await store.receive(.detail(.failed(request, failure))) {
            $0.detail.request = nil
            $0.detail.record = .failed(failure, last: nil)
        }

        let retry = UserDetailRequest(id: first.id, generation: 2)
        service.expectUser(first.id, .success(Fetched(first)))
        store.send(.reload) {
            $0.detail.generation = 2
            $0.detail.record = .loading(last: nil)
            $0.detail.request = retry
        }
        store.expectEffect("detail.record", retry)
        await store.receive(.detail(.loaded(retry, Fetched(first)))) {
            $0.detail.request = nil
            $0.detail.record = .loaded(Fetched(first))
        }

        store.send(.list(.user(.closeDetail))) { $0.list.isDetailOpen = false }
        let again = UsersPageRequest(page: 0, limit: 3, generation: 2)
        service.expectPage(0, .success(F.page(0, F.users(0..<3), limit: 3, total: 3)))
        store.send(.reload) {
            $0.list.generation = 2
            $0.list.status = .loading
            $0.list.pageRequest = again
        }
        store.expectEffect("list.pages", again)
        await store.receive(.list(.pageLoaded(again, F.page(0, F.users(0..<3), limit: 3, total: 3)))) {
            $0.list.status = .loaded
            $0.list.pageRequest = nil
        }
    }
}
