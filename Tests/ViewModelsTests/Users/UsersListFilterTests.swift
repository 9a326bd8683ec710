import Domain
import Testing
import ViewModelCore
import ViewModels

/// The users list's name filter through `reduce`: incremental, accent-insensitive, keeping the
/// selected user where it can, and the count in the title.
@Suite struct UsersListFilterTests {
    typealias F = UsersFixtures

    static let names = ["Zoë Ångström", "Ada Lovelace", "José Álvarez", "Zoe Adams", "Søren Kierkegaard"]

    func loaded() -> UsersListState {
        let users = Self.names.enumerated().map { F.user($0.offset, name: $0.element) }
        var state = UsersListState(sourceName: "fake data", pageSize: 5, prefetchRows: 0)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(UsersPageRequest(page: 0, limit: 5, generation: 1), F.page(0, users, limit: 5, total: 5)))
        return state
    }

    @Test func typingNarrowsIncrementallyAndCountsMatches() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        let index = state.nameIndex.filter
        var expected = loaded()
        expected.filter = UsersFilterState(query: "", isEditing: true, result: index.matches(""))
        #expect(state == expected)
        #expect(state.isEditingFilter)
        #expect(state.title == "Users · 5")

        UsersListViewModel.reduce(&state, .user(.filterChanged("z")))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zo")))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        expected.filter = UsersFilterState(query: "zoe", isEditing: true, result: index.matches("zoe"))
        #expect(state == expected)
        #expect(state.filter?.result.indices == [0, 3])
        #expect(state.visibleCount == 2)
        #expect(state.title == "2 of 5 match")
        #expect(state.user(atRow: 1)?.fullName == "Zoe Adams")
    }

    @Test func theSelectedUserStaysSelectedWhileStillMatching() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.move(.end)))
        UsersListViewModel.reduce(&state, .user(.move(.up)))
        #expect(state.selectedUser?.fullName == "Zoe Adams")
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zo")))
        #expect(state.cursor.selection == 1)
        #expect(state.selectedUser?.fullName == "Zoe Adams")
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe a")))
        #expect(state.selectedUser?.fullName == "Zoe Adams")
        UsersListViewModel.reduce(&state, .user(.filterChanged("kierk")))
        #expect(state.cursor.selection == 0, "the old selection no longer matches")
        #expect(state.selectedUser?.fullName == "Søren Kierkegaard")
    }

    @Test func enterKeepsTheFilterAndEscClearsItKeepingTheUser() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("alv")))
        UsersListViewModel.reduce(&state, .user(.commitFilter))
        var expected = loaded()
        expected.filter = UsersFilterState(
            query: "alv", isEditing: false, result: state.nameIndex.filter.matches("alv"))
        #expect(state == expected)
        #expect(!state.isEditingFilter)
        #expect(state.title == "1 of 5 match")

        UsersListViewModel.reduce(&state, .user(.openFilter))
        #expect(state.filter?.query == "alv" && state.isEditingFilter, "reopening keeps the query")

        UsersListViewModel.reduce(&state, .user(.clearFilter))
        expected.filter = nil
        expected.cursor = ListCursor(selection: 2)
        #expect(state == expected, "José stays selected without the filter")
    }

    @Test func enterOnAnEmptyQueryClosesTheFilter() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.commitFilter))
        #expect(state == loaded())
    }

    @Test func noMatchesLeaveAnEmptyListAndNoSelection() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("xyz")))
        #expect(state.visibleCount == 0)
        #expect(state.selectedUser == nil)
        #expect(state.title == "0 of 5 match")
        UsersListViewModel.reduce(&state, .user(.move(.down)))
        #expect(state.cursor.selection == 0)
    }

    @Test func aNewPageIsFilteredAsItArrives() {
        var state = UsersListState(sourceName: "fake data", pageSize: 2, prefetchRows: 0)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 0, limit: 2, generation: 1),
                F.page(0, [F.user(0, name: "Zoë A"), F.user(1, name: "Bo B")], limit: 2, total: 4)))
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        #expect(
            state.pageRequest == UsersPageRequest(page: 1, limit: 2, generation: 1), "the only match is the last row")
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 1, limit: 2, generation: 1),
                F.page(1, [F.user(2, name: "Cy C"), F.user(3, name: "Zoe D")], limit: 2, total: 4)))
        #expect(state.filter?.result.indices == [0, 3])
        #expect(state.filter?.result == state.nameIndex.filter.matches("zoe"))
        #expect(state.title == "2 of 4 match")
        #expect(state.nextPage == nil)
    }

    /// A provider that cannot search its whole list (DummyAPI) is searched page by page to the end
    /// of the list, even once the matches fill the screen, and the title says how far it got.
    @Test func aFilterSearchesEveryPageToTheEndSayingHowFar() {
        var state = UsersListState(sourceName: "DummyAPI", pageSize: 2, prefetchRows: 0)
        UsersListViewModel.reduce(&state, .user(.start))
        let names = ["Zoë A", "Zoe B", "Bo C", "Cy D", "Ed E", "ZOË F"]
        let users = names.enumerated().map { F.user($0.offset, name: $0.element) }
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 0, limit: 2, generation: 1), F.page(0, Array(users[0..<2]), limit: 2, total: 6)))
        UsersListViewModel.reduce(&state, .user(.viewport(rows: 1)))
        UsersListViewModel.reduce(&state, .user(.openFilter))
        UsersListViewModel.reduce(&state, .user(.filterChanged("zoe")))
        #expect(state.visibleCount == 2, "more matches than the one row shown")
        #expect(state.pageRequest == UsersPageRequest(page: 1, limit: 2, generation: 1), "the search goes on")
        #expect(state.title == "2 found · searching… 2 of 6")
        #expect(state.titleStatus(in: .gmt) == "1/2 · DummyAPI")
        for page in 1...2 {
            let request = UsersPageRequest(page: page, limit: 2, generation: 1)
            #expect(state.pageRequest == request)
            UsersListViewModel.reduce(
                &state, .pageLoaded(request, F.page(page, Array(users[page * 2..<page * 2 + 2]), limit: 2, total: 6)))
        }
        #expect(state.pageRequest == nil)
        #expect(state.filter?.result.indices == [0, 1, 5])
        #expect(state.title == "3 of 6 match", "every page searched")
    }

    @Test func filterEventsWithoutAnOpenFilterChangeNothing() {
        var state = loaded()
        UsersListViewModel.reduce(&state, .user(.filterChanged("a")))
        UsersListViewModel.reduce(&state, .user(.commitFilter))
        #expect(state == loaded())
    }
}
