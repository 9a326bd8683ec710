import Domain
import DomainTestSupport
import ListDetail
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport

@testable import Users

/// The Users section's own part of the state machine: a deep-linked user (`--open ID`) is selected
/// when the page holding them comes, and named by their record once it loads. Exhaustive.
@MainActor @Suite struct UsersStateTests {
    private let scheduler = TestScheduler()

    private func user(_ index: Int) -> User {
        User(id: "u\(index)", firstName: "Person", lastName: "\(index)")
    }

    @Test func aDeepLinkedUserIsSelectedWhenTheirPageComesAndNamedByTheirRecord() async {
        let service = FakeUsersService()
        let store = TestStore(
            initial: UsersState(pageSize: 10), reduce: UsersState.reducer.reduce,
            feedbacks: UsersState.feedbacks(
                UsersSource(service: service, pageSize: 10, timeZone: .gmt, locale: .posix), scheduler: scheduler),
            scheduler: scheduler)
        let placeholder = UserDetail.placeholder(id: "u3")
        store.send(.openUser(id: "u3")) {
            $0.list.presentation.isDetailOpen = true
            $0.list.keepsDetailItem = true
            $0.list.detailItem = placeholder
            $0.list.detailGeneration = 1
            $0.list.detail = .loading(last: nil)
            $0.list.detailRequest = DetailRequest(item: placeholder, generation: 1)
        }
        let detail = DetailRequest(item: placeholder, generation: 1)
        service.expectUser("u3", .success(Fetched(user(3))))
        store.expectEffect("list.detail", detail)
        await store.receive(.list(.detailLoaded(detail, Fetched(user(3))))) {
            $0.list.detail = .loaded(Fetched(user(3)))
            $0.list.detailRequest = nil
            $0.list.detailItem = UserSummary(user(3))
        }
        store.send(.list(.appear)) {
            $0.list.generation = 1
            $0.list.load = .loading(last: nil)
            $0.list.pageRequest = PageRequest(page: 0, generation: 1)
        }
        store.expectEffect("list.spinner")
        let users = (0..<10).map(user)
        service.expectPage(0, .success(Fetched(UserPage(users: users, page: 0, limit: 10, total: 10))))
        store.expectEffect("list.pages", PageRequest(page: 0, generation: 1))
        await store.receive(
            .list(
                .pageLoaded(
                    PageRequest(page: 0, generation: 1),
                    ListPage(items: users.map(UserSummary.init), total: 10, note: "fake data")))
        ) {
            $0.list.load = .loaded("fake data")
            $0.list.rows.insert(users.map(UserSummary.init), at: 0, total: 10)
            $0.list.pageRequest = nil
            $0.list.cursor = ListCursor(selection: 3)
        }
        #expect(store.state.list.selectedItem?.id == "u3", "the linked user's row is selected")
    }
}
