import Domain
import Foundation
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// `UserDetailViewModel.reduce`, event by event, each event's whole state checked by a `TestStore`
/// with no feedbacks, with the words and fields each state shows; then the fields of a user.
@Suite struct UserDetailReduceTests {
    typealias F = UsersFixtures

    private func makeStore() -> TestStore<UserDetailState, UserDetailEvent> {
        TestStore(initial: UserDetailState(sourceName: "fake data"), reduce: UserDetailViewModel.reduce)
    }

    @Test func showingAUserShowsThePreviewAndAsksForTheRecord() {
        let store = makeStore()
        #expect(store.state.title == "User")
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        #expect(store.state.user == F.user(1))
        #expect(!store.state.showsSpinner, "the preview shows while the record loads")
        #expect(store.state.title == "User 1")

        store.send(.user(.show(F.user(1))))  // the same user again changes nothing

        var full = F.user(1)
        full.phone = "+45 1234"
        store.send(.loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(full))) {
            $0.record = .loaded(Fetched(full))
            $0.request = nil
        }
        #expect(store.state.user == full)
    }

    @Test func aStaleRecordNeverShows() {
        let store = makeStore()
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        store.send(.user(.show(F.user(2)))) { $0.ask(for: F.user(2), generation: 2) }
        store.send(.loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(F.user(1))))
        store.send(.failed(UserDetailRequest(id: "u1", generation: 1), LoadFailure(message: "x")))
        #expect(store.state.user == F.user(2))
    }

    @Test func aFailureKeepsThePreviewAndRetryAsksAgain() {
        let store = makeStore()
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        let failure = LoadFailure(UsersError.timeout(seconds: 10))
        store.send(.failed(UserDetailRequest(id: "u1", generation: 1), failure)) {
            $0.record = .failed(failure, last: nil)
            $0.request = nil
        }
        #expect(store.state.user == F.user(1))

        store.send(.user(.retry)) {
            $0.record = .loading(last: nil)
            $0.generation = 2
            $0.request = UserDetailRequest(id: "u1", generation: 2)
        }
        store.send(.user(.retry))  // retry only after a failure
    }

    @Test func aDeepLinkKnowsOnlyTheIDUntilTheRecordArrives() {
        let store = makeStore()
        store.send(.user(.showID("u7"))) {
            $0.userID = "u7"
            $0.record = .loading(last: nil)
            $0.request = UserDetailRequest(id: "u7", generation: 1)
            $0.generation = 1
        }
        #expect(store.state.showsSpinner)
        store.send(.spinnerTick) { $0.spinnerFrame = 1 }

        let notFound = LoadFailure(UsersError.notFound(id: "u7"))
        store.send(.failed(UserDetailRequest(id: "u7", generation: 1), notFound)) {
            $0.record = .failed(notFound, last: nil)
            $0.request = nil
        }
        #expect(store.state.user == nil)
        #expect(store.state.record.failure?.message == "No user with id u7")
    }

    @Test func valuesThePreviewLacksReadPendingUntilTheRecordArrives() {
        let store = TestStore(initial: UserDetailState(sourceName: "DummyAPI"), reduce: UserDetailViewModel.reduce)
        #expect(store.state.infoFields(in: .gmt) == [])
        let deepLink = UserDetailRequest(id: "u7", generation: 1)
        store.send(.user(.showID("u7"))) {
            $0.userID = "u7"
            $0.record = .loading(last: nil)
            $0.request = deepLink
            $0.generation = 1
        }
        let labels = ["Full name", "Email", "Gender", "Date of birth", "Registered", "Phone", "Address"]
        #expect(store.state.infoFields(in: .gmt) == [UserInfoField("ID", "u7")] + labels.map { UserInfoField($0, "…") })

        let failing = TestStore(initial: store.state, reduce: UserDetailViewModel.reduce)
        let notFound = LoadFailure(UsersError.notFound(id: "u7"))
        failing.send(.failed(deepLink, notFound)) {
            $0.record = .failed(notFound, last: nil)
            $0.request = nil
        }
        #expect(failing.state.infoFields(in: .gmt) == [UserInfoField("ID", "u7")])

        var preview = F.user(1)
        preview.email = nil
        store.send(.user(.show(preview))) { $0.ask(for: preview, generation: 2) }
        #expect(store.state.summaryFields == [UserInfoField("Title", "Ms"), UserInfoField("Email", "…")])
        #expect(store.state.infoFields(in: .gmt).first { $0.label == "Phone" }?.value == "…")

        store.send(.loaded(UserDetailRequest(id: "u1", generation: 2), Fetched(preview))) {
            $0.record = .loaded(Fetched(preview))
            $0.request = nil
        }
        #expect(store.state.summaryFields == [UserInfoField("Title", "Ms"), UserInfoField("Email", "N/A")])
        #expect(store.state.infoFields(in: .gmt).first { $0.label == "Phone" }?.value == "N/A")
    }

    @Test func cachedRecordsSayOfflineSince() {
        let store = TestStore(initial: UserDetailState(sourceName: "DummyAPI"), reduce: UserDetailViewModel.reduce)
        store.send(.user(.show(F.user(1)))) { $0.ask(for: F.user(1), generation: 1) }
        let cached = Fetched(F.user(1), freshness: .cached(since: Date(timeIntervalSince1970: 1_700_000_000)))
        store.send(.loaded(UserDetailRequest(id: "u1", generation: 1), cached)) {
            $0.record = .loaded(cached)
            $0.request = nil
        }
        #expect(store.state.titleStatus(in: .gmt) == "DummyAPI · offline — data from 22:13")
    }

    @Test func infoFieldsFormatDatesAndSayNAForMissingValues() {
        let full = User(
            id: "60d0fe4f5311236168a109ca", title: "ms", firstName: "Sara", lastName: "Andersen",
            email: "sara.andersen@example.com", gender: "female",
            dateOfBirth: Date(timeIntervalSince1970: 830_892_409),
            registerDate: Date(timeIntervalSince1970: 1_624_316_542),
            phone: "92694011",
            location: UserLocation(
                street: "9614, Søndermarksvej", city: "Kongsvinger", state: "Nordjylland", country: "Denmark"))
        let copenhagen = TimeZone(identifier: "Europe/Copenhagen") ?? .gmt
        #expect(
            full.infoFields(in: copenhagen) == [
                UserInfoField("ID", "60d0fe4f5311236168a109ca"),
                UserInfoField("Full name", "Sara Andersen"),
                UserInfoField("Email", "sara.andersen@example.com"),
                UserInfoField("Gender", "Female"),
                UserInfoField("Date of birth", "30 Apr 1996"),
                UserInfoField("Registered", "22 Jun 2021, 01:02"),
                UserInfoField("Phone", "92694011"),
                UserInfoField("Address", "9614, Søndermarksvej, Kongsvinger, Nordjylland, Denmark"),
            ])
        #expect(
            full.summaryFields == [UserInfoField("Title", "Ms"), UserInfoField("Email", "sara.andersen@example.com")])

        let sparse = User(id: "x", firstName: "", lastName: "", email: "")
        #expect(
            sparse.infoFields(in: .gmt) == [
                UserInfoField("ID", "x"), UserInfoField("Full name", "N/A"), UserInfoField("Email", "N/A"),
                UserInfoField("Gender", "N/A"), UserInfoField("Date of birth", "N/A"),
                UserInfoField("Registered", "N/A"),
                UserInfoField("Phone", "N/A"), UserInfoField("Address", "N/A"),
            ])
        #expect(sparse.summaryFields == [UserInfoField("Title", "N/A"), UserInfoField("Email", "N/A")])
    }
}
