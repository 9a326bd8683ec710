import ListDetail
import PubSub
import PubSubTestSupport
import Testing
import ViewModelCore
import ViewModelTestSupport
import Widgets

/// The component's state machine with its hooks, run exhaustively on virtual time: pages by index
/// around the selection (End loads only the last page), a filter that goes through every page, the
/// detail hook at once on Enter and after the selection rests beside the list, reloads and failures.
@Suite struct ListDetailStateTests {
    typealias State = ListDetailState<Int, String>

    private let scheduler = TestScheduler()
    /// A list of 95 numbers in pages of 10; the detail of `n` is "n²".
    private static let total = 95

    private func makeStore(failing failedPage: Int? = nil, animates: Bool = true) -> TestStore<State, State.Event> {
        var initial = State(pageSize: 10, loadsDetail: true)
        initial.animates = animates
        return TestStore(
            initial: initial, reduce: State.reducer(matching: Self.matches).reduce,
            feedbacks: State.feedbacks(
                scheduler: scheduler,
                loadPage: { page throws(LoadFailure) in
                    if page == failedPage { throw LoadFailure(message: "page \(page) failed") }
                    return Self.page(page)
                },
                loadDetail: { n throws(LoadFailure) in "\(n * n)" }),
            scheduler: scheduler)
    }

    @Sendable private static func matches(_ n: Int, _ text: String) -> Bool { String(n).contains(text) }

    private static func page(_ page: Int) -> ListPage<Int> {
        ListPage(items: Array((page * 10)..<min(total, page * 10 + 10)), total: total, note: "counted")
    }

    /// Opens the filter and types `text` into it, with a search hook: the search it asks for, keeping
    /// the row of index `kept` selected.
    private func types(_ text: String, keeping kept: Int, in store: TestStore<State, State.Event>) -> SearchRequest {
        store.send(.openFilter) { $0.filter = ListFilter() }
        var field = store.state.filter!.field
        field.paste(text)
        let search = SearchRequest(query: text, keeping: kept, reach: 25, generation: 1)
        store.send(.editFilter(field)) {
            $0.filter?.field = field
            $0.searchRequest = search
        }
        store.expectEffect("search", search)
        return search
    }

    /// Asserts that page `page` of load `generation` is asked for and comes.
    private func loads(
        _ page: Int, generation: Int = 1, in store: TestStore<State, State.Event>,
        _ update: @escaping (inout State) -> Void
    ) async {
        let request = PageRequest(page: page, generation: generation)
        store.expectEffect("pages", request)
        await store.receive(.pageLoaded(request, Self.page(page)), assert: update)
    }

    /// `store` (by default `makeStore()`) with the 5-row viewport and pages 0–2 (the rows shown
    /// and 20 below) in.
    private func started(_ given: TestStore<State, State.Event>? = nil) async -> TestStore<State, State.Event> {
        let store = given ?? makeStore()
        store.send(.viewport(rows: 5, fitsDetailBeside: false)) { $0.viewportRows = 5 }
        store.send(.appear) {
            $0.generation = 1
            $0.load = .loading(last: nil)
            $0.pageRequest = PageRequest(page: 0, generation: 1)
        }
        store.expectEffect("spinner")
        await loads(0, in: store) {
            $0.load = .loaded("counted")
            $0.rows.insert(Self.page(0).items, at: 0, total: 95)
            $0.pageRequest = PageRequest(page: 1, generation: 1)
        }
        await loads(1, in: store) {
            $0.rows.insert(Self.page(1).items, at: 1, total: 95)
            $0.pageRequest = PageRequest(page: 2, generation: 1)
        }
        await loads(2, in: store) {
            $0.rows.insert(Self.page(2).items, at: 2, total: 95)
            $0.pageRequest = nil
        }
        return store
    }

    @Test func theFirstPagesComeAroundTheSelectionAndTheListIsAsLongAsItsTotal() async {
        let store = await started()
        #expect(store.state.visibleCount == 95)
        #expect(store.state.item(atVisibleRow: 29) == 29)
        #expect(store.state.item(atVisibleRow: 30) == nil, "a placeholder until its page comes")
        #expect(store.state.position() == "1/95")
        #expect(store.state.position { "‹\($0)›" } == "‹1›/‹95›")
        #expect(store.state.rows.loadedCount == 30, "pages 0–2")
    }

    @Test func endLoadsOnlyTheLastPageAndThePagesAboveIt() async {
        let store = await started()
        store.send(.move(.end)) {
            $0.cursor = ListCursor(selection: 94)
            $0.pageRequest = PageRequest(page: 9, generation: 1)
        }
        await loads(9, in: store) {
            $0.rows.insert(Self.page(9).items, at: 9, total: 95)
            $0.pageRequest = PageRequest(page: 7, generation: 1)
        }
        await loads(7, in: store) {
            $0.rows.insert(Self.page(7).items, at: 7, total: 95)
            $0.pageRequest = PageRequest(page: 8, generation: 1)
        }
        await loads(8, in: store) {
            $0.rows.insert(Self.page(8).items, at: 8, total: 95)
            $0.pageRequest = nil
        }
        #expect(store.state.item(atVisibleRow: 50) == nil, "the middle never loaded")
    }

    @Test func enterAsksForTheDetailAtOnceAndBesideTheListItFollowsOnceTheSelectionRests() async {
        let store = await started()
        store.send(.viewport(rows: 5, fitsDetailBeside: true)) { $0.fitsDetailBeside = true }
        store.send(.present(.open)) {
            $0.presentation.isDetailOpen = true
            $0.detailItem = 0
            $0.detailGeneration = 1
            $0.detail = .loading(last: nil)
            $0.detailRequest = DetailRequest(item: 0, generation: 1)
        }
        store.expectEffect("detail", DetailRequest(item: 0, generation: 1))
        await store.receive(.detailLoaded(DetailRequest(item: 0, generation: 1), "0")) {
            $0.detail = .loaded("0")
            $0.detailRequest = nil
        }
        store.send(.move(.down)) {
            $0.cursor = ListCursor(selection: 1)
            $0.detailItem = 1
            $0.detailGeneration = 2
            $0.detail = .loading(last: nil)
            $0.detailRequest = DetailRequest(item: 1, generation: 2, waitsForSettling: true)
        }
        store.send(.move(.down)) {
            $0.cursor = ListCursor(selection: 2)
            $0.detailItem = 2
            $0.detailGeneration = 3
            $0.detailRequest = DetailRequest(item: 2, generation: 3, waitsForSettling: true)
        }
        scheduler.advance(by: .seconds(State.detailDebounceSeconds))
        let rested = DetailRequest(item: 2, generation: 3, waitsForSettling: true)
        store.expectEffect("detail", rested)
        await store.receive(.detailLoaded(rested, "4")) {
            $0.detail = .loaded("4")
            $0.detailRequest = nil
        }
    }

    @Test func aFilterGoesThroughEveryPageAndClearingItKeepsTheItemSelected() async {
        let store = await started()
        store.send(.openFilter) { $0.filter = ListFilter() }
        var field = store.state.filter!.field
        field.paste("9")
        store.send(.editFilter(field)) {
            $0.filter?.field = field
            $0.filter?.matches = [9, 19, 29]
            $0.pageRequest = PageRequest(page: 3, generation: 1)
        }
        for page in 3..<10 {
            await loads(page, in: store) {
                $0.rows.insert(Self.page(page).items, at: page, total: 95)
                $0.filter?.matches = $0.rows.loadedIndices.filter { String($0).contains("9") }
                $0.pageRequest = page < 9 ? PageRequest(page: page + 1, generation: 1) : nil
            }
        }
        #expect(store.state.visibleCount == 14, "9, 19, …, 89 and 90–94: every page was searched")
        store.send(.move(.to(2))) { $0.cursor = ListCursor(selection: 2) }
        store.send(.commitFilter) { $0.filter?.isEditing = false }
        store.send(.clearFilter) {
            $0.filter = nil
            $0.cursor = ListCursor(selection: 29)
        }
    }

    /// Issue 26: a filter that matches nothing shows no item in the detail — beside the list the
    /// pane stays, empty; in the list's place it closes — and the item selected before is
    /// selected (and shown beside the list) again when rows match or the filter is cleared.
    @Test func aFilterThatMatchesNothingShowsNoItemAndClearingItSelectsTheItemAgain() {
        let reduce = State.reducer(matching: Self.matches).reduce
        func typing(_ text: String, into state: inout State) {
            var field = state.filter?.field ?? TextFieldState()
            field.selectAll()
            field.paste(text)
            reduce(&state, .editFilter(field))
        }
        for beside in [true, false] {
            var state = State(items: Array(0..<30))
            reduce(&state, .viewport(rows: 10, fitsDetailBeside: beside))
            reduce(&state, .move(.to(12)))
            reduce(&state, .present(.open))
            reduce(&state, .openFilter)
            typing("1", into: &state)
            #expect(state.selectedItem == 12 && state.detailItem == 12)
            typing("1x", into: &state)
            #expect(state.visibleCount == 0)
            #expect(state.detailItem == nil, "no item that does not match")
            #expect(state.presentation.isDetailOpen == beside)
            typing("2", into: &state)
            #expect(state.selectedItem == 12, "the item selected before, matching again")
            #expect(state.detailItem == (beside ? 12 : nil))
            typing("zz", into: &state)
            reduce(&state, .clearFilter)
            #expect(state.filter == nil)
            #expect(state.selectedItem == 12)
            #expect(state.detailItem == (beside ? 12 : nil))
        }
    }

    @Test func aSearchHookAnswersForTheWholeListAndThePagesOfTheMatchesShownCome() async {
        let store = await started(
            TestStore(
                initial: State(pageSize: 10, searchesWholeList: true),
                reduce: State.reducer(matching: Self.matches).reduce,
                feedbacks: State.feedbacks(
                    scheduler: scheduler, loadPage: { page throws(LoadFailure) in Self.page(page) },
                    search: { request throws(LoadFailure) in
                        let indices = (0..<Self.total).filter { String($0).contains(request.query) }
                        return ListSearch(indices: indices, items: [89: 89])
                    }),
                scheduler: scheduler))
        store.send(.move(.to(19))) {
            $0.cursor = ListCursor(selection: 19)
            $0.pageRequest = PageRequest(page: 3, generation: 1)
        }
        await loads(3, in: store) {
            $0.rows.insert(Self.page(3).items, at: 3, total: 95)
            $0.pageRequest = PageRequest(page: 4, generation: 1)
        }
        await loads(4, in: store) {
            $0.rows.insert(Self.page(4).items, at: 4, total: 95)
            $0.pageRequest = nil
        }
        let search = types("9", keeping: 19, in: store)
        let nines = (0..<95).filter { String($0).contains("9") }
        await store.receive(.searched(search, ListSearch(indices: nines, items: [89: 89]))) {
            $0.searchRequest = nil
            $0.filter?.matches = nines
            $0.rows.insert([89: 89])
            $0.cursor = ListCursor(selection: 1)
            $0.pageRequest = PageRequest(page: 5, generation: 1)
        }
        #expect(store.state.selectedItem == 19, "the item selected before still is: it matches")
        #expect(store.state.item(atVisibleRow: 8) == 89, "a row the hook gave shows before its page comes")
        store.skip("pages")
        store.send(.clearFilter) {
            $0.filter = nil
            $0.cursor = ListCursor(selection: 19)
            $0.pageRequest = nil
        }
    }

    @Test func anItemsHookFetchesTheMatchesShownByIndexInsteadOfTheirPages() async {
        let store = await itemsStore { indices throws(LoadFailure) in
            Dictionary(uniqueKeysWithValues: indices.map { ($0, $0) })
        }
        let search = types("7", keeping: 0, in: store)
        let sevens = (0..<95).filter { String($0).contains("7") }
        // Pages 0–2 came with the first screen: of the rows around the selection, those after them.
        let missing = sevens.filter { $0 >= 30 }
        await store.receive(.searched(search, ListSearch(indices: sevens, items: [7: 7, 17: 17]))) {
            $0.searchRequest = nil
            $0.filter?.matches = sevens
            $0.rows.insert([7: 7, 17: 17])
            $0.itemsRequest = ItemsRequest(indices: missing, generation: 1)
        }
        store.expectEffect("items", ItemsRequest(indices: missing, generation: 1))
        await store.receive(
            .itemsLoaded(
                ItemsRequest(indices: missing, generation: 1),
                Dictionary(uniqueKeysWithValues: missing.map { ($0, $0) }))
        ) {
            $0.itemsRequest = nil
            $0.rows.insert(Dictionary(uniqueKeysWithValues: missing.map { ($0, $0) }))
        }
        #expect(store.state.item(atVisibleRow: 17) == 87, "the last match came by index, its page never")
        #expect(store.state.pageRequest == nil)
    }

    /// A started store whose search hook matches the rows whose number holds the text (bringing the
    /// items of the first two) and whose items hook is `loadItems`.
    private func itemsStore(
        loadItems: @escaping @Sendable ([Int]) async throws(LoadFailure) -> [Int: Int]
    ) async -> TestStore<State, State.Event> {
        await started(
            TestStore(
                initial: State(pageSize: 10, searchesWholeList: true, loadsItems: true),
                reduce: State.reducer(matching: Self.matches).reduce,
                feedbacks: State.feedbacks(
                    scheduler: scheduler, loadPage: { page throws(LoadFailure) in Self.page(page) },
                    search: { request throws(LoadFailure) in
                        let indices = (0..<Self.total).filter { String($0).contains(request.query) }
                        return ListSearch(
                            indices: indices,
                            items: Dictionary(
                                uniqueKeysWithValues: request.wantedRows(of: indices).prefix(2).map { ($0, $0) }))
                    },
                    loadItems: loadItems),
                scheduler: scheduler))
    }

    @Test func itemsThatFailStopFurtherFetchesUntilR() async {
        let store = await itemsStore { _ throws(LoadFailure) in throw LoadFailure(message: "gone") }
        let search = types("7", keeping: 0, in: store)
        let sevens = (0..<95).filter { String($0).contains("7") }
        let request = ItemsRequest(indices: sevens.filter { $0 >= 30 }, generation: 1)
        await store.receive(.searched(search, ListSearch(indices: sevens, items: [7: 7, 17: 17]))) {
            $0.searchRequest = nil
            $0.filter?.matches = sevens
            $0.rows.insert([7: 7, 17: 17])
            $0.itemsRequest = request
        }
        store.expectEffect("items", request)
        await store.receive(.itemsFailed(request, LoadFailure(message: "gone"))) {
            $0.itemsRequest = nil
            $0.pageFailure = LoadFailure(message: "gone")
        }
        store.send(.move(.down)) { $0.cursor = ListCursor(selection: 1) }
        #expect(store.state.itemsRequest == nil, "nothing more is asked for until r")
        #expect(store.state.item(atVisibleRow: 17) == nil, "the rows it failed to bring stay placeholders")
    }

    @Test func anItemOpenedByItselfKeepsTheDetailBesideTheListUntilTheSelectionMoves() async {
        let store = await started()
        store.send(.viewport(rows: 5, fitsDetailBeside: true)) { $0.fitsDetailBeside = true }
        store.send(.openItem(42)) {
            $0.presentation.isDetailOpen = true
            $0.keepsDetailItem = true
            $0.detailItem = 42
            $0.detailGeneration = 1
            $0.detail = .loading(last: nil)
            $0.detailRequest = DetailRequest(item: 42, generation: 1)
        }
        store.expectEffect("detail", DetailRequest(item: 42, generation: 1))
        await store.receive(.detailLoaded(DetailRequest(item: 42, generation: 1), "1764")) {
            $0.detail = .loaded("1764")
            $0.detailRequest = nil
        }
        store.send(.present(.toggleSheet)) { $0.presentation.isSheetOpen = true }
        #expect(store.state.detailItem == 42, "the sheet is the kept item's, not the selection's")
        store.send(.present(.closeSheet)) { $0.presentation.isSheetOpen = false }
        store.send(.move(.down)) {
            $0.keepsDetailItem = false
            $0.cursor = ListCursor(selection: 1)
            $0.detailItem = 1
            $0.detailGeneration = 2
            $0.detail = .loading(last: nil)
            $0.detailRequest = DetailRequest(item: 1, generation: 2, waitsForSettling: true)
        }
        store.skip("detail")
    }

    /// Without animation (`--no-animation`) the first page loads with no spinner ticking: the
    /// store fails the test if the "spinner" effect starts.
    @Test func withoutAnimationNothingTicksWhileTheFirstPageLoads() async {
        let store = makeStore(animates: false)
        store.send(.viewport(rows: 5, fitsDetailBeside: false)) { $0.viewportRows = 5 }
        store.send(.appear) {
            $0.generation = 1
            $0.load = .loading(last: nil)
            $0.pageRequest = PageRequest(page: 0, generation: 1)
        }
        #expect(store.state.showsSpinner)
        await loads(0, in: store) {
            $0.load = .loaded("counted")
            $0.rows.insert(Self.page(0).items, at: 0, total: 95)
            $0.pageRequest = PageRequest(page: 1, generation: 1)
        }
        store.skip("pages")
    }

    @Test func aLaterPageThatFailsKeepsTheRowsAndRRetriesFromTheStart() async {
        let store = makeStore(failing: 1)
        store.send(.viewport(rows: 5, fitsDetailBeside: false)) { $0.viewportRows = 5 }
        store.send(.appear) {
            $0.generation = 1
            $0.load = .loading(last: nil)
            $0.pageRequest = PageRequest(page: 0, generation: 1)
        }
        store.expectEffect("spinner")
        await loads(0, in: store) {
            $0.load = .loaded("counted")
            $0.rows.insert(Self.page(0).items, at: 0, total: 95)
            $0.pageRequest = PageRequest(page: 1, generation: 1)
        }
        let failed = PageRequest(page: 1, generation: 1)
        store.expectEffect("pages", failed)
        await store.receive(.pageFailed(failed, LoadFailure(message: "page 1 failed"))) {
            $0.pageRequest = nil
            $0.pageFailure = LoadFailure(message: "page 1 failed")
        }
        store.send(.move(.down)) { $0.cursor = ListCursor(selection: 1) }
        #expect(store.state.pageRequest == nil, "no page is asked for again until r")
        store.send(.reload) {
            $0.generation = 2
            $0.load = .loading(last: "counted")
            $0.pageFailure = nil
            $0.pageRequest = PageRequest(page: 0, generation: 2)
        }
        await loads(0, generation: 2, in: store) {
            $0.load = .loaded("counted")
            $0.pageRequest = PageRequest(page: 1, generation: 2)
        }
        store.skip("pages")
    }
}
