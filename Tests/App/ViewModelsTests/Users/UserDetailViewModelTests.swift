import Domain
import DomainTestSupport
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// The detail view model run exhaustively (`TestStore`): every state, every record it loads — at
/// once when asked for, after the debounce when following the selection, latest only — and the
/// spinner that ticks only while nothing is known.
@Suite struct UserDetailViewModelTests {
    typealias F = UsersFixtures

    private let service = FakeUsersService()
    private let scheduler = TestScheduler()

    private func makeStore(service: any UsersService) -> TestStore<UserDetailState, UserDetailEvent> {
        TestStore(
            initial: UserDetailState(sourceName: service.sourceName), reduce: UserDetailViewModel.reduce,
            feedbacks: UserDetailViewModel.feedbacks(service: service, scheduler: scheduler), scheduler: scheduler)
    }

    @Test func theSpinnerTicksWhileNothingIsKnownYet() async {
        let store = makeStore(service: UnansweredUsersService())
        let request = UserDetailRequest(id: "u7", generation: 1)
        store.send(.user(.showID("u7"))) {
            $0.userID = "u7"
            $0.generation = 1
            $0.record = .loading(last: nil)
            $0.request = request
        }
        store.expectEffect("record", request)
        store.expectEffect("spinner")
        #expect(store.store.isAwaitingAnswer, "a deep link loads at once, with no debounce")
        scheduler.advance(by: .milliseconds(100))
        await store.receive(.spinnerTick) { $0.spinnerFrame = 1 }
        store.skip("record")  // never answers
        store.skip("spinner")
    }

    @Test func aRecordAskedForStartsAtOnceAndOneFollowingTheSelectionAfterTheDebounce() async {
        let store = makeStore(service: service)
        service.expectUser("u1", .success(Fetched(F.user(1))))
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        store.expectEffect("record", UserDetailRequest(id: "u1", generation: 1))
        #expect(store.store.isAwaitingAnswer)
        await store.receive(.loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(F.user(1)))) {
            $0.record = .loaded(Fetched(F.user(1)))
            $0.request = nil
        }
        #expect(!store.store.isAwaitingAnswer)

        store.send(.user(.follow(F.user(2)))) { $0.ask(for: F.user(2), generation: 2, waitsForSettling: true) }
        scheduler.advance(by: .milliseconds(100))
        #expect(service.calls == [.user("u1")], "still inside the debounce")
        #expect(!store.store.isAwaitingAnswer, "a request in its debounce is not awaited")
        service.expectUser("u2", .success(Fetched(F.user(2))))
        let now = UserDetailRequest(id: "u2", generation: 2)
        store.send(.user(.show(F.user(2)))) { $0.request = now }
        store.expectEffect("record", now)
        #expect(store.store.isAwaitingAnswer, "asking for the followed user starts its load now")
        await store.receive(.loaded(now, Fetched(F.user(2)))) {
            $0.record = .loaded(Fetched(F.user(2)))
            $0.request = nil
        }
        scheduler.advance(by: .seconds(UserDetailViewModel.debounceSeconds))
        #expect(service.calls == [.user("u1"), .user("u2")], "the dropped debounce started nothing")
    }

    @Test func aFastScrollBesideTheDetailLoadsOnlyTheUserItStopsOn() async {
        let store = makeStore(service: service)
        for index in 0..<10 {
            store.send(.user(.follow(F.user(index)))) {
                $0.ask(for: F.user(index), generation: index + 1, waitsForSettling: true)
            }
            scheduler.advance(by: .milliseconds(50))
        }
        #expect(service.calls == [], "every selection replaced the last within the debounce")
        var full = F.user(9)
        full.phone = "+1 555"
        service.expectUser("u9", .success(Fetched(full)))
        scheduler.advance(by: .seconds(UserDetailViewModel.debounceSeconds))
        let request = UserDetailRequest(id: "u9", generation: 10, waitsForSettling: true)
        store.expectEffect("record", request)
        await store.receive(.loaded(request, Fetched(full))) {
            $0.record = .loaded(Fetched(full))
            $0.request = nil
        }
        #expect(service.calls == [.user("u9")])
        #expect(store.state.user == full)
    }

    @Test func aDetailErrorKeepsThePreviewAndRetries() async {
        let store = makeStore(service: service)
        let unreachable = LoadFailure(UsersError.unreachable(host: "dummyapi.io"))
        service.expectUser("u1", .failure(.unreachable(host: "dummyapi.io")))
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        store.expectEffect("record", UserDetailRequest(id: "u1", generation: 1))
        await store.receive(.failed(UserDetailRequest(id: "u1", generation: 1), unreachable)) {
            $0.record = .failed(unreachable, last: nil)
            $0.request = nil
        }
        #expect(store.state.user == F.user(1), "the preview stays")

        service.expectUser("u1", .success(Fetched(F.user(1))))
        let retry = UserDetailRequest(id: "u1", generation: 2)
        store.send(.user(.retry)) {
            $0.generation = 2
            $0.record = .loading(last: nil)
            $0.request = retry
        }
        store.expectEffect("record", retry)
        await store.receive(.loaded(retry, Fetched(F.user(1)))) {
            $0.record = .loaded(Fetched(F.user(1)))
            $0.request = nil
        }
        #expect(service.calls == [.user("u1"), .user("u1")])
    }
}
