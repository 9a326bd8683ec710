import Domain
import Testing
import ViewModelCore
import ViewModelTestSupport
import ViewModels

/// The users list's name filter through `reduce`, each event's whole state checked by a
/// `TestStore` with no feedbacks: incremental, accent-insensitive, keeping the selected user where
/// it can, and the count in the title.
@Suite struct UsersListFilterTests {
    typealias F = UsersFixtures

    static let names = ["Zoë Ångström", "Ada Lovelace", "José Álvarez", "Zoe Adams", "Søren Kierkegaard"]

    private func makeStore(_ state: UsersListState) -> TestStore<UsersListState, UsersListEvent> {
        TestStore(initial: state, reduce: UsersListViewModel.reduce)
    }

    /// The five users of `names` loaded in one page, the first selected.
    func loaded() -> UsersListState {
        let users = Self.names.enumerated().map { F.user($0.offset, name: $0.element) }
        var state = UsersListState(sourceName: "fake data", pageSize: 5, prefetchRows: 0)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(UsersPageRequest(page: 0, limit: 5, generation: 1), F.page(0, users, limit: 5, total: 5)))
        return state
    }

    /// The filter the list holds for `query` over `state`'s loaded names.
    func filter(_ query: String, editing: Bool = true, in state: UsersListState) -> UsersFilterState {
        UsersFilterState(query: query, isEditing: editing, result: state.nameIndex.filter.matches(query))
    }

    /// Users named `names`, numbered from `first`, as the list keeps them.
    func summaries(_ names: [String], from first: Int = 0) -> UserSummaryList {
        UserSummaryList(names.enumerated().map { UserSummary(F.user(first + $0.offset, name: $0.element)) })
    }

    @Test func typingNarrowsIncrementallyAndCountsMatches() {
        let store = makeStore(loaded())
        let state = store.state
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        #expect(store.state.isEditingFilter)
        #expect(store.state.title == "Users · 5")

        store.send(.user(.filterChanged("z"))) { $0.filter = self.filter("z", in: state) }
        store.send(.user(.filterChanged("zo"))) { $0.filter = self.filter("zo", in: state) }
        store.send(.user(.filterChanged("zoe"))) { $0.filter = self.filter("zoe", in: state) }
        #expect(store.state.filter?.result.indices == [0, 3])
        #expect(store.state.visibleCount == 2)
        #expect(store.state.title == "2 of 5 match")
        #expect(store.state.user(atRow: 1)?.fullName == "Zoe Adams")
    }

    @Test func theSelectedUserStaysSelectedWhileStillMatching() {
        let store = makeStore(loaded())
        let state = store.state
        store.send(.user(.move(.end))) { $0.cursor = ListCursor(selection: 4) }
        store.send(.user(.move(.up))) { $0.cursor = ListCursor(selection: 3) }
        #expect(store.state.selectedUser?.fullName == "Zoe Adams")
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.filterChanged("zo"))) {
            $0.filter = self.filter("zo", in: state)
            $0.cursor = ListCursor(selection: 1)
        }
        #expect(store.state.selectedUser?.fullName == "Zoe Adams")
        store.send(.user(.filterChanged("zoe a"))) { $0.filter = self.filter("zoe a", in: state) }
        #expect(store.state.selectedUser?.fullName == "Zoe Adams")
        store.send(.user(.filterChanged("kierk"))) {
            $0.filter = self.filter("kierk", in: state)
            $0.cursor = ListCursor(selection: 0)  // the old selection no longer matches
        }
        #expect(store.state.selectedUser?.fullName == "Søren Kierkegaard")
    }

    @Test func enterKeepsTheFilterAndEscClearsItKeepingTheUser() {
        let store = makeStore(loaded())
        let state = store.state
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.filterChanged("alv"))) { $0.filter = self.filter("alv", in: state) }
        store.send(.user(.commitFilter)) { $0.filter?.isEditing = false }
        #expect(!store.state.isEditingFilter)
        #expect(store.state.title == "1 of 5 match")

        store.send(.user(.openFilter)) { $0.filter?.isEditing = true }  // reopening keeps the query

        store.send(.user(.clearFilter)) {
            $0.filter = nil
            $0.cursor = ListCursor(selection: 2)  // José stays selected without the filter
        }
    }

    @Test func enterOnAnEmptyQueryClosesTheFilter() {
        let store = makeStore(loaded())
        let state = store.state
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.commitFilter)) { $0.filter = nil }
    }

    @Test func noMatchesLeaveAnEmptyListAndNoSelection() {
        let store = makeStore(loaded())
        let state = store.state
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.filterChanged("xyz"))) { $0.filter = self.filter("xyz", in: state) }
        #expect(store.state.visibleCount == 0)
        #expect(store.state.selectedUser == nil)
        #expect(store.state.title == "0 of 5 match")
        store.send(.user(.move(.down)))
        #expect(store.state.cursor.selection == 0)
    }

    @Test func aNewPageIsFilteredAsItArrives() {
        var state = UsersListState(sourceName: "fake data", pageSize: 2, prefetchRows: 0)
        UsersListViewModel.reduce(&state, .user(.start))
        UsersListViewModel.reduce(
            &state,
            .pageLoaded(
                UsersPageRequest(page: 0, limit: 2, generation: 1),
                F.page(0, [F.user(0, name: "Zoë A"), F.user(1, name: "Bo B")], limit: 2, total: 4)))
        let store = makeStore(state)
        let next = UsersPageRequest(page: 1, limit: 2, generation: 1)
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.filterChanged("zoe"))) {
            $0.filter = self.filter("zoe", in: state)
            $0.pageRequest = next  // the only match is the last row
        }
        let all = summaries(["Zoë A", "Bo B", "Cy C", "Zoe D"])
        store.send(
            .pageLoaded(next, F.page(1, [F.user(2, name: "Cy C"), F.user(3, name: "Zoe D")], limit: 2, total: 4))
        ) {
            $0.users = all
            $0.nameIndex = UserNameIndex(users: all)
            $0.filter?.result = $0.nameIndex.filter.matches("zoe")
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        #expect(store.state.filter?.result.indices == [0, 3])
        #expect(store.state.title == "2 of 4 match")
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
        let store = makeStore(state)
        let pages = (1...2).map { UsersPageRequest(page: $0, limit: 2, generation: 1) }
        store.send(.user(.viewport(rows: 1))) { $0.viewportRows = 1 }
        store.send(.user(.openFilter)) { $0.filter = self.filter("", in: state) }
        store.send(.user(.filterChanged("zoe"))) {
            $0.filter = self.filter("zoe", in: state)
            $0.pageRequest = pages[0]  // more matches than the one row shown, and the search goes on
        }
        #expect(store.state.visibleCount == 2)
        #expect(store.state.title == "2 found · searching… 2 of 6")
        #expect(store.state.titleStatus(in: .gmt) == "1/2 · DummyAPI")
        store.send(.pageLoaded(pages[0], F.page(1, Array(users[2..<4]), limit: 2, total: 6))) {
            $0.users = self.summaries(Array(names[0..<4]))
            $0.nameIndex = UserNameIndex(users: $0.users)
            $0.filter?.result = $0.nameIndex.filter.matches("zoe")
            $0.nextPage = 2
            $0.pageRequest = pages[1]
        }
        store.send(.pageLoaded(pages[1], F.page(2, Array(users[4..<6]), limit: 2, total: 6))) {
            $0.users = self.summaries(names)
            $0.nameIndex = UserNameIndex(users: $0.users)
            $0.filter?.result = $0.nameIndex.filter.matches("zoe")
            $0.nextPage = nil
            $0.pageRequest = nil
        }
        #expect(store.state.filter?.result.indices == [0, 1, 5])
        #expect(store.state.title == "3 of 6 match", "every page searched")
    }

    @Test func filterEventsWithoutAnOpenFilterChangeNothing() {
        let store = makeStore(loaded())
        store.send(.user(.filterChanged("a")))
        store.send(.user(.commitFilter))
    }
}
