import Domain
import Foundation
import Testing
import ViewModels

/// `UserDetailViewModel.reduce`, event by event, asserting the whole state after each.
@Suite struct UserDetailReduceTests {
    typealias F = UsersFixtures

    @Test func showingAUserShowsThePreviewAndAsksForTheRecord() {
        var state = UserDetailState(sourceName: "fake data")
        #expect(state.title == "User")
        UserDetailViewModel.reduce(&state, .user(.show(F.user(1))))
        var expected = UserDetailState(sourceName: "fake data")
        expected.userID = "u1"
        expected.preview = F.user(1)
        expected.record = .loading(last: nil)
        expected.request = UserDetailRequest(id: "u1", generation: 1)
        expected.generation = 1
        #expect(state == expected)
        #expect(state.user == F.user(1))
        #expect(!state.showsSpinner, "the preview shows while the record loads")
        #expect(state.title == "User 1")

        UserDetailViewModel.reduce(&state, .user(.show(F.user(1))))
        #expect(state == expected, "the same user again changes nothing")

        var full = F.user(1)
        full.phone = "+45 1234"
        UserDetailViewModel.reduce(&state, .loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(full)))
        expected.record = .loaded(Fetched(full))
        expected.request = nil
        #expect(state == expected)
        #expect(state.user == full)
    }

    @Test func aStaleRecordNeverShows() {
        var state = UserDetailState(sourceName: "fake data")
        UserDetailViewModel.reduce(&state, .user(.show(F.user(1))))
        UserDetailViewModel.reduce(&state, .user(.show(F.user(2))))
        let afterSecond = state
        #expect(state.request == UserDetailRequest(id: "u2", generation: 2))
        UserDetailViewModel.reduce(&state, .loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(F.user(1))))
        UserDetailViewModel.reduce(
            &state, .failed(UserDetailRequest(id: "u1", generation: 1), LoadFailure(message: "x")))
        #expect(state == afterSecond)
        #expect(state.user == F.user(2))
    }

    @Test func aFailureKeepsThePreviewAndRetryAsksAgain() {
        var state = UserDetailState(sourceName: "fake data")
        UserDetailViewModel.reduce(&state, .user(.show(F.user(1))))
        let failure = LoadFailure(UsersError.timeout(seconds: 10))
        UserDetailViewModel.reduce(&state, .failed(UserDetailRequest(id: "u1", generation: 1), failure))
        var expected = UserDetailState(sourceName: "fake data")
        expected.userID = "u1"
        expected.preview = F.user(1)
        expected.record = .failed(failure, last: nil)
        expected.generation = 1
        #expect(state == expected)
        #expect(state.user == F.user(1))

        UserDetailViewModel.reduce(&state, .user(.retry))
        expected.record = .loading(last: nil)
        expected.generation = 2
        expected.request = UserDetailRequest(id: "u1", generation: 2)
        #expect(state == expected)

        UserDetailViewModel.reduce(&state, .user(.retry))
        #expect(state == expected, "retry only after a failure")
    }

    @Test func aDeepLinkKnowsOnlyTheIDUntilTheRecordArrives() {
        var state = UserDetailState(sourceName: "fake data")
        UserDetailViewModel.reduce(&state, .user(.showID("u7")))
        var expected = UserDetailState(sourceName: "fake data")
        expected.userID = "u7"
        expected.record = .loading(last: nil)
        expected.request = UserDetailRequest(id: "u7", generation: 1)
        expected.generation = 1
        #expect(state == expected)
        #expect(state.showsSpinner)
        UserDetailViewModel.reduce(&state, .spinnerTick)
        expected.spinnerFrame = 1
        #expect(state == expected)

        UserDetailViewModel.reduce(
            &state, .failed(UserDetailRequest(id: "u7", generation: 1), LoadFailure(UsersError.notFound(id: "u7"))))
        #expect(state.user == nil)
        #expect(state.record.failure?.message == "No user with id u7")
    }

    @Test func valuesThePreviewLacksReadPendingUntilTheRecordArrives() {
        var state = UserDetailState(sourceName: "DummyAPI")
        #expect(state.infoFields(in: .gmt) == [])
        UserDetailViewModel.reduce(&state, .user(.showID("u7")))
        let labels = ["Full name", "Email", "Gender", "Date of birth", "Registered", "Phone", "Address"]
        #expect(state.infoFields(in: .gmt) == [UserInfoField("ID", "u7")] + labels.map { UserInfoField($0, "…") })
        var failed = state
        UserDetailViewModel.reduce(
            &failed, .failed(UserDetailRequest(id: "u7", generation: 1), LoadFailure(UsersError.notFound(id: "u7"))))
        #expect(failed.infoFields(in: .gmt) == [UserInfoField("ID", "u7")])

        var preview = F.user(1)
        preview.email = nil
        UserDetailViewModel.reduce(&state, .user(.show(preview)))
        #expect(state.summaryFields == [UserInfoField("Title", "Ms"), UserInfoField("Email", "…")])
        #expect(state.infoFields(in: .gmt).first { $0.label == "Phone" }?.value == "…")

        UserDetailViewModel.reduce(&state, .loaded(UserDetailRequest(id: "u1", generation: 2), Fetched(preview)))
        #expect(state.summaryFields == [UserInfoField("Title", "Ms"), UserInfoField("Email", "N/A")])
        #expect(state.infoFields(in: .gmt).first { $0.label == "Phone" }?.value == "N/A")
    }

    @Test func cachedRecordsSayOfflineSince() {
        var state = UserDetailState(sourceName: "DummyAPI")
        UserDetailViewModel.reduce(&state, .user(.show(F.user(1))))
        let since = Date(timeIntervalSince1970: 1_700_000_000)
        UserDetailViewModel.reduce(
            &state,
            .loaded(UserDetailRequest(id: "u1", generation: 1), Fetched(F.user(1), freshness: .cached(since: since))))
        #expect(state.titleStatus(in: .gmt) == "DummyAPI · offline — data from 22:13")
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
