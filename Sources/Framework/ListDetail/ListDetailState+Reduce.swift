import PresentationModel
import ViewModelCore
import Widgets

extension ListDetailState {
    /// The component's events.
    public typealias Event = ListDetailEvent<Item, Detail>

    /// Rows loaded ahead of the rows shown, above and below.
    public static var prefetchRows: Int { 20 }

    /// The component's state machine, filtering with `matches(item, text)` (the text is never
    /// empty) unless the section's search hook answers for the whole list. Pure; the feedbacks
    /// read `pageRequest`, `searchRequest` and `detailRequest` from the result.
    ///
    /// The list asks for the pages of the rows shown and around them (the selection's own page
    /// first), latest only; while a filter without a search hook has text, every page in turn, so
    /// it matches the whole list. A new filter keeps the selected item selected when it still
    /// matches. Opening asks for the detail at once; beside the list the detail follows the
    /// selection once it rests. An answer to anything but the current request is dropped.
    @inlinable
    public static func reducer(matching matches: @escaping @Sendable (Item, String) -> Bool) -> Reducer<Self, Event> {
        Reducer { state, event in state.reduce(event, matching: matches) }
    }

    @inlinable
    mutating func reduce(_ event: Event, matching matches: (Item, String) -> Bool) {
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
            keepsDetailItem = false
            cursor = cursor.moved(move, count: visibleCount)
            afterSelectionMoved()
        case .viewport(let rows, let fits):
            viewportRows = max(1, rows)
            fitsDetailBeside = fits
            requestPages()
        case .present(let event):
            present(event)
        case .openItem(let item):
            Presentation.reduce(&presentation, .open)
            requestDetail(of: item, waitsForSettling: false)
            keepsDetailItem = true
        case .openFilter:
            if filter == nil { filter = ListFilter() }
            filter?.isEditing = true
            // A search's text is selected, so typing replaces it (→ or End keep it).
            if fieldRole == .search { filter?.field.selectAll() }
        case .editFilter(let field):
            guard filter != nil else { return }
            filter?.field = field
            guard fieldRole == .filter else { return }
            keepsDetailItem = false
            let kept = selectedIndex
            if searchesWholeList {
                searchRequest = field.text.isEmpty ? nil : search(field.text, keeping: kept)
                if field.text.isEmpty { filter?.matches = nil }
            } else {
                refilter(matches)
            }
            reselect(kept)
        case .commitFilter:
            filter?.isEditing = false
            if fieldRole == .filter, filter?.query.isEmpty == true { filter = nil }
        case .clearFilter:
            guard fieldRole == .filter else {
                // Esc leaves a search field; its text stays the section's search.
                filter?.isEditing = false
                return
            }
            let index = selectedIndex
            filter = nil
            (searchRequest, itemsRequest) = (nil, nil)
            cursor = ListCursor(selection: index ?? 0).clamped(count: visibleCount)
            afterSelectionMoved()
        case .searched(let request, let answer):
            guard request == searchRequest else { return }
            searchRequest = nil
            let kept = selectedIndex
            filter?.matches = answer.indices
            rows.insert(answer.items)
            reselect(kept)
        case .searchFailed(let request, let failure):
            guard request == searchRequest else { return }
            searchRequest = nil
            pageFailure = failure
        case .itemsLoaded(let request, let items):
            // The rows the person moves to next ask again; these are not asked for twice.
            guard request == itemsRequest else { return }
            itemsRequest = nil
            rows.insert(items)
        case .itemsFailed(let request, let failure):
            guard request == itemsRequest else { return }
            itemsRequest = nil
            pageFailure = failure
        case .pageLoaded(let request, let page):
            guard request == pageRequest else { return }
            pageRequest = nil
            let kept = selectedIndex
            if load.isLoading {
                rows = PagedRows(pageSize: rows.pageSize)
                load = .loaded(page.note)
                if searchesWholeList, let query = filter?.query, !query.isEmpty {
                    searchRequest = search(query, keeping: kept)
                }
            } else if case .loaded = load {
                // The latest page's note: a page from the offline cache says so.
                load = .loaded(page.note)
            }
            rows.insert(page.items, at: request.page, total: page.total)
            if fieldRole == .filter, !searchesWholeList, filter != nil {
                refilter(matches)
                reselect(kept)
            } else {
                cursor = cursor.clamped(count: visibleCount)
                afterSelectionMoved()
            }
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

    /// Replaces every row with `items`, for a list whose rows the section sets (`init(items:)`):
    /// the selection stays where it was, within the new rows, and the detail beside the list
    /// follows it.
    @inlinable
    public mutating func replaceItems(_ items: [Item]) {
        rows = PagedRows(pageSize: max(1, items.count))
        // No rows is no page: the title then says no count.
        if !items.isEmpty { rows.insert(items, at: 0, total: items.count) }
        cursor = cursor.clamped(count: visibleCount)
        if showsDetailBeside, let item = selectedItem { requestDetail(of: item, waitsForSettling: true) }
    }

    /// Loads the list again from the first page, keeping the rows on screen until it comes.
    @inlinable
    mutating func startLoad() {
        guard loadsPages else { return }
        generation += 1
        load = load.reloading()
        (pageFailure, itemsRequest) = (nil, nil)
        spinnerFrame = 0
        pageRequest = PageRequest(page: 0, generation: generation)
    }

    @inlinable
    mutating func present(_ event: Presentation.Event) {
        switch event {
        case .open:
            guard let item = selectedItem else { return }
            keepsDetailItem = false
            Presentation.reduce(&presentation, .open)
            requestDetail(of: item, waitsForSettling: false)
        case .toggleSheet:
            if !presentation.isSheetOpen {
                let showsDetailItem = keepsDetailItem || (presentation.isDetailOpen && !showsDetailBeside)
                guard let item = showsDetailItem ? detailItem : selectedItem else { return }
                requestDetail(of: item, waitsForSettling: false)
            }
            Presentation.reduce(&presentation, .toggleSheet)
        case .back, .closeSheet, .closeDetail, .closeAll:
            Presentation.reduce(&presentation, event)
            if !presentation.isDetailOpen { keepsDetailItem = false }
        }
    }

    /// Shows `item`'s detail, asking the hook for it unless it shows already; a request for it that
    /// waits for the selection to rest starts now when the person asked (`waitsForSettling` false).
    @inlinable
    mutating func requestDetail(of item: Item, waitsForSettling: Bool) {
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

    /// Selects the row of `index` among the rows shown, else the first. When no row is left (a
    /// filter that matches nothing) the detail shows no item — beside the list it stays open,
    /// empty, and follows the selection again once rows match; in the list's place it closes — and
    /// the filter keeps `index`, selected again when it matches again or is cleared.
    @inlinable
    mutating func reselect(_ index: Int?) {
        let row = index.flatMap { index in filter?.matches.map { $0.firstIndex(of: index) } ?? index }
        cursor = ListCursor(selection: row ?? 0).clamped(count: visibleCount)
        if visibleCount == 0 {
            if let index { filter?.unmatchedSelection = index }
            if !showsDetailBeside { Presentation.reduce(&presentation, .closeDetail) }
            (detailItem, detailRequest, keepsDetailItem) = (nil, nil, false)
            detail = .notRequested
        }
        afterSelectionMoved()
    }

    /// The index of the selected row, or, while a filter matches nothing, of the row selected
    /// before it did.
    @inlinable
    var selectedIndex: Int? {
        index(ofVisibleRow: cursor.selection) ?? filter?.unmatchedSelection
    }

    /// The detail beside the list follows the selection; the pages the rows shown need are asked for.
    @inlinable
    mutating func afterSelectionMoved() {
        if showsDetailBeside, !keepsDetailItem, let item = selectedItem {
            requestDetail(of: item, waitsForSettling: true)
        }
        requestPages()
    }

    /// Asks for the first page missing: the selection's, then those of the rows shown and around
    /// them (and the next, at the end of a list that may grow), or, while a filter without a
    /// search hook has text, the next page of the whole list. Nothing while the list loads from
    /// the start or a page failed (`r` asks again).
    @inlinable
    mutating func requestPages() {
        guard case .loaded = load, pageFailure == nil else { return }
        if searchesWholeList, fieldRole == .filter, let filter, !filter.query.isEmpty {
            // The search hook's answer is the rows: none is asked for until it comes, and then
            // the items hook fetches those shown that no page or answer brought.
            guard searchRequest == nil, filter.matches != nil else {
                (pageRequest, itemsRequest) = (nil, nil)
                return
            }
            if loadsItems {
                pageRequest = nil
                let missing = rowsAround.compactMap { filter.matches?[$0] }.filter { rows.item(at: $0) == nil }
                if itemsRequest?.indices != missing {
                    itemsRequest = missing.isEmpty ? nil : ItemsRequest(indices: missing, generation: generation)
                }
                return
            }
        }
        let wanted: Int?
        if fieldRole == .filter, !searchesWholeList, let filter, !filter.query.isEmpty {
            wanted = rows.total.map { rows.firstMissing(among: 0..<rows.pageCount(of: $0)) } ?? rows.nextPage
        } else {
            // Page by page, not row by row: a key reads this on every move.
            let (pageSize, window, matches) = (rows.pageSize, rowsAround, filter?.matches)
            var pages: [Int] = []
            if cursor.selection < visibleCount {
                pages.append((matches?[cursor.selection] ?? cursor.selection) / pageSize)
            }
            if let matches {
                for row in window where pages.last != matches[row] / pageSize { pages.append(matches[row] / pageSize) }
            } else if !window.isEmpty {
                for page in (window.lowerBound / pageSize)...((window.upperBound - 1) / pageSize)
                where pages.last != page {
                    pages.append(page)
                }
            }
            if filter?.matches == nil, let next = rows.nextPage, window.upperBound >= rows.count { pages.append(next) }
            wanted = rows.firstMissing(among: pages)
        }
        guard let wanted else {
            pageRequest = nil
            return
        }
        if pageRequest?.page != wanted { pageRequest = PageRequest(page: wanted, generation: generation) }
    }

    /// The rows shown and `prefetchRows` around them, from the selection's.
    @inlinable
    var rowsAround: Range<Int> {
        let selection = cursor.selection
        return max(0, selection - Self.prefetchRows)..<min(visibleCount, selection + viewportRows + Self.prefetchRows)
    }

    /// The search for `query`, keeping the row of index `kept` selected and bringing the items
    /// of the rows a frame shows around it.
    @inlinable
    func search(_ query: String, keeping kept: Int?) -> SearchRequest {
        SearchRequest(
            query: query, keeping: kept, reach: viewportRows + Self.prefetchRows, generation: generation)
    }

    /// The filter's matches among the rows that have come.
    @inlinable
    mutating func refilter(_ matches: (Item, String) -> Bool) {
        guard fieldRole == .filter, let query = filter?.query else { return }
        let indices = rows.loadedIndices
        filter?.matches =
            query.isEmpty
            ? indices : indices.filter { index in rows.item(at: index).map { matches($0, query) } ?? false }
    }
}
