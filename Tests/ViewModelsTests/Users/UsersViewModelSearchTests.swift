import Domain
import PubSubTestSupport
import Testing
import ViewModels

/// The users list view model over a provider that searches its whole list: a letter is one search
/// and one fetch of the rows it shows, never a page, and keys typed while a search is under way
/// are all applied, in order, with only the last query's answer shown.
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

    /// A list over `service` with 5 rows on screen and its first pages in: rows 0–20 (the
    /// selection's and the 20 rows prefetched below it) are on pages 0–2.
    @MainActor
    func started(_ service: RecordingSearchService, _ scheduler: TestScheduler) async -> UsersListViewModel {
        let viewModel = UsersListViewModel(service: service, scheduler: scheduler, pageSize: 10)
        viewModel.send(.start)
        await scheduler.settle { viewModel.state.status == .loaded && !viewModel.isAwaitingAnswer }
        viewModel.send(.viewport(rows: 5))
        return viewModel
    }

    @MainActor
    @Test func theFilterFindsUsersInPagesNeverLoadedWhateverTheirAccentsAndCase() async {
        let service = RecordingSearchService(users: Self.users)
        let scheduler = TestScheduler()
        let viewModel = await started(service, scheduler)
        #expect(viewModel.state.searchesWholeList)
        viewModel.send(.openFilter)
        viewModel.send(.filterChanged("zoe"))
        #expect(viewModel.isAwaitingAnswer, "the runtime holds the letter's frame for the answer")
        await scheduler.settle { !viewModel.isAwaitingAnswer }

        #expect(service.calls == Self.firstPages + [.search("zoe"), .summaries([7, 64, 118])])
        let state = viewModel.state
        #expect(state.title == "3 of 120 match")
        #expect((0..<3).map { state.user(atRow: $0)?.fullName } == ["Zoë Ångström", "ZOE Adams", "zoé Núñez"])
        #expect(state.users.count == 30, "no page was loaded to search")
        #expect(state.titleStatus(in: .gmt) == "1/3 · sample data")
    }

    @MainActor
    @Test func keysTypedDuringASlowSearchAreAllAppliedAndOnlyTheLastQueryIsShown() async {
        let service = RecordingSearchService(users: Self.users)
        let scheduler = TestScheduler()
        let viewModel = await started(service, scheduler)
        var shown: [(query: String, matches: String)] = []
        let watching = viewModel.states.sink { state in
            shown.append((state.filter?.query ?? "", state.filter?.result.foldedQuery ?? ""))
        }
        defer { watching.cancel() }
        service.holdSearches()
        viewModel.send(.openFilter)
        viewModel.send(.filterChanged("z"))
        await scheduler.settle { service.calls.contains(.search("z")) }
        #expect(viewModel.state.title == "Users · 120 · searching…")

        viewModel.send(.filterChanged("zo"))
        viewModel.send(.filterChanged("zoé"))
        #expect(viewModel.state.filter?.query == "zoé", "each key is applied at once")
        service.releaseSearches()
        await scheduler.settle { !viewModel.isAwaitingAnswer }

        #expect(service.calls == Self.firstPages + [.search("z"), .search("zoé"), .summaries([7, 64, 118])])
        #expect(viewModel.state.filter?.result.foldedQuery == "zoe")
        #expect(viewModel.state.visibleCount == 3)
        #expect(
            !shown.contains { $0.query.count > 1 && $0.matches == "z" },
            "the answer to \"z\" never shows once \"zo\" was typed")
        #expect(
            shown.map(\.query).filter { !$0.isEmpty }.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
                == ["z", "zo", "zoé"], "the queries in the order typed")
    }
}
