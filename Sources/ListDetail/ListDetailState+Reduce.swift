import PresentationModel
import ViewModelCore

extension ListDetailState {
    /// The component's events.
    public typealias Event = ListDetailEvent<Item, Detail>

    /// Rows loaded ahead of the rows shown, above and below.
    public static var prefetchRows: Int { 20 }

    /// The component's state machine, filtering with `matches(item, text)` (the text is never
    /// empty). Pure; the feedbacks read `pageRequest` and `detailRequest` from the result.
    ///
    /// The list asks for the pages around the selection and the rows shown (the selection's own
    /// first), latest only; while a filter has text, every page in turn, so it matches the whole
    /// list. Opening asks for the detail at once; beside the list the detail follows the
    /// selection once it rests. An answer to anything but the current request is dropped.
    public static func reducer(matching matches: @escaping @Sendable (Item, String) -> Bool) -> Reducer<Self, Event> {
        Reducer { state, event in state.reduce(event, matching: matches) }
    }

    private mutating func reduce(_ event: Event, matching matches: (Item, String) -> Bool) {
        switch event {
        case .appear:
            guard case .notRequested = load else { return }
            startLoad()
        case .reload:
            if presentation.isDetailOpen || presentation.isSheetOpen, loadsDetail, detail.failure != nil,
                let item = detailItem
            {
                requestDetail(of: item, waitsForSettling: false)
            } else {
                startLoad()
            }
        case .move(let move):
            cursor = cursor.moved(move, count: visibleCount)
            afterSelectionMoved()
        case .viewport(let rows, let fits):
            viewportRows = max(1, rows)
            fitsDetailBeside = fits
            requestPages()
        case .present(let event):
            present(event)
        case .openFilter:
            if filter == nil {
                filter = ListFilter()
                refilter(matches)
            }
            filter?.isEditing = true
        case .editFilter(let field):
            filter?.field = field
            refilter(matches)
            cursor = ListCursor()
            if selectedItem == nil { Presentation.reduce(&presentation, .closeDetail) }
            afterSelectionMoved()
        case .commitFilter:
            filter?.isEditing = false
            if filter?.query.isEmpty == true { filter = nil }
        case .clearFilter:
            let index = index(ofVisibleRow: cursor.selection)
            filter = nil
            cursor = ListCursor(selection: index ?? 0).clamped(count: visibleCount)
            afterSelectionMoved()
        case .pageLoaded(let request, let page):
            guard request == pageRequest else { return }
            pageRequest = nil
            if load.isLoading {
                rows = PagedRows(pageSize: rows.pageSize)
                load = .loaded(page.note)
            }
            rows.insert(page.items, at: request.page, total: page.total)
            if filter != nil { refilter(matches) }
            cursor = cursor.clamped(count: visibleCount)
            afterSelectionMoved()
        case .pageFailed(let request, let failure):
            guard request == pageRequest else { return }
            pageRequest = nil
            if load.isLoading {
                load = load.failing(failure)
            } else {
                pageFailure = failure
            }
        case .detailLoaded(let request, let value):
            guard request == detailRequest else { return }
            detailRequest = nil
            detail = .loaded(value)
        case .detailFailed(let request, let failure):
            guard request == detailRequest else { return }
            detailRequest = nil
            detail = detail.failing(failure)
        case .spinnerTick:
            spinnerFrame += 1
        }
    }

    /// Loads the list again from the first page, keeping the rows on screen until it comes.
    private mutating func startLoad() {
        generation += 1
        load = load.reloading()
        pageFailure = nil
        spinnerFrame = 0
        pageRequest = PageRequest(page: 0, generation: generation)
    }

    private mutating func present(_ event: Presentation.Event) {
        switch event {
        case .open:
            guard let item = selectedItem else { return }
            Presentation.reduce(&presentation, .open)
            requestDetail(of: item, waitsForSettling: false)
        case .toggleSheet:
            if !presentation.isSheetOpen {
                guard let item = presentation.isDetailOpen && !showsDetailBeside ? detailItem : selectedItem else {
                    return
                }
                requestDetail(of: item, waitsForSettling: false)
            }
            Presentation.reduce(&presentation, .toggleSheet)
        case .back, .closeSheet, .closeDetail, .closeAll:
            Presentation.reduce(&presentation, event)
        }
    }

    /// Shows `item`'s detail, asking the hook for it unless it shows already; a request for it that
    /// waits for the selection to rest starts now when the person asked (`waitsForSettling` false).
    private mutating func requestDetail(of item: Item, waitsForSettling: Bool) {
        if item == detailItem, detail.failure == nil {
            if !waitsForSettling { detailRequest?.waitsForSettling = false }
            return
        }
        let again = item == detailItem
        detailItem = item
        guard loadsDetail else { return }
        detailGeneration += 1
        detail = again ? detail.reloading() : .loading(last: nil)
        detailRequest = DetailRequest(item: item, generation: detailGeneration, waitsForSettling: waitsForSettling)
    }

    /// The detail beside the list follows the selection; the pages the rows shown need are asked for.
    private mutating func afterSelectionMoved() {
        if showsDetailBeside, let item = selectedItem {
            requestDetail(of: item, waitsForSettling: true)
        }
        requestPages()
    }

    /// Asks for the first page missing: around the selection and the rows shown, or, while a filter
    /// has text, the next page of the whole list. Nothing while the list loads from the start or a
    /// page failed (`r` asks again).
    private mutating func requestPages() {
        guard case .loaded = load, pageFailure == nil else { return }
        let wanted: Int?
        if let filter, !filter.query.isEmpty {
            wanted = rows.total.map { rows.firstMissing(among: 0..<rows.pageCount(of: $0)) } ?? rows.nextPage
        } else {
            let selected = index(ofVisibleRow: cursor.selection) ?? 0
            let around = rows.pages(
                covering: (selected - Self.prefetchRows)..<(selected + viewportRows + Self.prefetchRows))
            let own = selected / rows.pageSize
            wanted = rows.firstMissing(among: [own] + around)
        }
        guard let wanted else {
            pageRequest = nil
            return
        }
        if pageRequest?.page != wanted { pageRequest = PageRequest(page: wanted, generation: generation) }
    }

    /// The filter's matches among the rows that have come.
    private mutating func refilter(_ matches: (Item, String) -> Bool) {
        guard let query = filter?.query else { return }
        let indices = rows.loadedIndices
        filter?.matches =
            query.isEmpty
            ? indices : indices.filter { index in rows.item(at: index).map { matches($0, query) } ?? false }
    }
}
