import Domain
import DomainTestSupport
import PubSubTestSupport
import Testing
import ViewModelTestSupport
import ViewModels

/// The users list view model over a provider that searches its whole list, run exhaustively
/// (`TestStore`): a letter is one search and one fetch of the rows it shows, never a page, and keys
/// typed while a search is under way are all applied, in order, with only the last query's answer
/// shown.
@Suite struct UsersViewModelSearchTests {
    typealias F = UsersFixtures

    /// 120 users in pages of 10; three Zoes with their accents and case, one on the first page and
    /// two on pages the list never loads.
    static let users = (0..<120).map { index in
        switch index {
        case 7: F.user(7, name: "Zoë Ångström")
        case 64: F.user(64, name: "ZOE Adams")
        case 118: F.user(118, name: "zoé Núñez")
        default: F.user(index)
        }
    }

    static let firstPages: [RecordingSearchService.Call] = [.page(0), .page(1), .page(2)]

    /// What the provider finds for any spelling of "zoe".
    static let zoes = UserFilterResult(foldedQuery: "zoe", indices: [7, 64, 118], searchedCount: 120)

    /// The search the list asks for when `query` is typed with the first user selected: the users
    /// on the rows within 20 of it (the rows it prefetches) fetched with the matches.
    static func names(_ query: String) -> UsersSearchRequest {
        .names(query: query, keeping: 0, reach: 20, generation: 1)
    }

    /// The summaries of `Self.users` `range`, as the list keeps them.
    static func summaries(_ range: Range<Int>) -> UserSummaryList {
        UserSummaryList(users[range].map(UserSummary.init))
    }

    /// The summaries of the users at `positions`, by position.
    static func found(_ positions: [Int]) -> [Int: UserSummary] {
        Dictionary(uniqueKeysWithValues: positions.map { ($0, UserSummary(users[$0])) })
    }

    /// A list over `service` with its first pages in — rows 0–20, the selection's and the 20 rows
    /// prefetched below it, are on pages 0–2 — then told it shows 5 rows.
    func started(
        _ service: RecordingSearchService, _ scheduler: TestScheduler
    ) async -> TestStore<UsersListState, UsersListEvent> {
        let store = TestStore(
            initial: UsersListState(sourceName: service.sourceName, pageSize: 10, searchesWholeList: true),
            reduce: UsersListViewModel.reduce,
            feedbacks: UsersListViewModel.feedbacks(service: service, scheduler: scheduler), scheduler: scheduler)
        let pages = (0..<3).map { UsersPageRequest(page: $0, limit: 10, generation: 1) }
        store.send(.user(.start)) {
            $0.generation = 1
            $0.pageRequest = pages[0]
        }
        store.expectEffect("spinner")
        store.expectEffect("pages", pages[0])
        await store.receive(.pageLoaded(pages[0], F.page(0, Array(Self.users[0..<10]), limit: 10, total: 120))) {
            $0.users = Self.summaries(0..<10)
            $0.nameIndex = UserNameIndex(users: Self.summaries(0..<10))
            $0.status = .loaded
            $0.total = 120
            $0.nextPage = 1
            $0.pageRequest = pages[1]
        }
        for page in 1..<3 {
            store.expectEffect("pages", pages[page])
            let users = Array(Self.users[page * 10..<page * 10 + 10])
            await store.receive(.pageLoaded(pages[page], F.page(page, users, limit: 10, total: 120))) {
                $0.users = Self.summaries(0..<page * 10 + 10)
                $0.nameIndex = UserNameIndex(users: Self.summaries(0..<page * 10 + 10))
                $0.nextPage = page + 1
                $0.pageRequest = page < 2 ? pages[page + 1] : nil
            }
        }
        store.send(.user(.viewport(rows: 5))) { $0.viewportRows = 5 }
        return store
    }

    @Test func theFilterFindsUsersInPagesNeverLoadedWhateverTheirAccentsAndCase() async {
        let service = RecordingSearchService(users: Self.users)
        let scheduler = TestScheduler()
        let store = await started(service, scheduler)
        #expect(store.state.searchesWholeList)
        store.send(.user(.openFilter)) { $0.openWholeListFilter() }
        store.send(.user(.filterChanged("zoe"))) { $0.type("zoe", asking: Self.names("zoe")) }
        #expect(store.store.isAwaitingAnswer, "the runtime holds the letter's frame for the answer")
        store.expectEffect("search", Self.names("zoe"))
        await store.receive(.searched(Self.names("zoe"), Self.zoes, found: Self.found([7, 64, 118]))) {
            $0.filter?.result = Self.zoes
            $0.searchRequest = nil
            $0.foundUsers = Self.found([64, 118])  // user 7 is on a loaded page
        }

        #expect(service.calls == Self.firstPages + [.search("zoe"), .summaries([7, 64, 118])])
        let state = store.state
        #expect(state.title == "3 of 120 match")
        #expect((0..<3).map { state.user(atRow: $0)?.fullName } == ["Zoë Ångström", "ZOE Adams", "zoé Núñez"])
        #expect(state.users.count == 30, "no page was loaded to search")
        #expect(state.titleStatus(in: .gmt) == "1/3 · sample data")
    }

    @Test func keysTypedDuringASlowSearchAreAllAppliedAndOnlyTheLastQueryIsShown() async {
        let service = RecordingSearchService(users: Self.users)
        let scheduler = TestScheduler()
        let store = await started(service, scheduler)
        service.holdSearches()
        store.send(.user(.openFilter)) { $0.openWholeListFilter() }
        store.send(.user(.filterChanged("z"))) { $0.type("z", asking: Self.names("z")) }
        store.expectEffect("search", Self.names("z"))
        await scheduler.settle { service.calls.contains(.search("z")) }
        #expect(store.state.title == "Users · 120 · searching…")

        // Each key is applied at once; the search for "z" is replaced, and "zo" never starts.
        store.send(.user(.filterChanged("zo"))) { $0.type("zo", asking: Self.names("zo")) }
        store.send(.user(.filterChanged("zoé"))) { $0.type("zoé", asking: Self.names("zoé")) }
        store.expectEffect("search", Self.names("zoé"))
        service.releaseSearches()
        // The only answer received is the last query's: the answer to "z" never shows.
        await store.receive(.searched(Self.names("zoé"), Self.zoes, found: Self.found([7, 64, 118]))) {
            $0.filter?.result = Self.zoes
            $0.searchRequest = nil
            $0.foundUsers = Self.found([64, 118])
        }

        #expect(service.calls == Self.firstPages + [.search("z"), .search("zoé"), .summaries([7, 64, 118])])
        #expect(store.state.visibleCount == 3)
    }
}
