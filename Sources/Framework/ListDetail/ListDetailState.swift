import PresentationModel
import ViewModelCore

/// The list → detail → sheet component's state, embedded by every section that shows a list:
/// the rows by page index with placeholders for pages on their way, the list's load, the
/// selection, the `/` filter, what is open (`Presentation`), and the detail of the item opened,
/// loaded by the section's detail hook when it has one. A value; `reducer(matching:)` is its only
/// writer, and the section's own reducer may read it and send it events.
///
/// `Item` is what a row shows, `Detail` what the detail hook loads about one (the item itself
/// again, say, when there is no hook).
public struct ListDetailState<Item: Equatable & Sendable, Detail: Equatable & Sendable>: Equatable, Sendable {
    /// The rows that have come, by index.
    public var rows: PagedRows<Item>
    /// The list's load: not asked for before `appear`, loading (the first page, a reload), loaded
    /// with the note of where the rows came from, or failed (keeping that note).
    public var load: Loadable<String?> = .notRequested
    /// The page the page hook should be loading; `nil` when none.
    public var pageRequest: PageRequest?
    /// A later page that failed (the rows before it stay); `r` asks again.
    public var pageFailure: LoadFailure?
    /// The load: one more at every reload.
    public var generation = 0
    /// The selected row among those shown (the filter's matches while it filters).
    public var cursor = ListCursor()
    /// The text field (`/`), while one is open or kept.
    public var filter: ListFilter?
    /// What the field is for: filtering the rows, or the section's search.
    public let fieldRole: ListFieldRole
    /// True when the section has a search hook: the filter asks it for the whole list's matches.
    public let searchesWholeList: Bool
    /// The search the hook should be running; `nil` when none.
    public var searchRequest: SearchRequest?
    /// True when the section has an items hook: the rows a search matched are fetched by index,
    /// not by loading their pages.
    public let loadsItems: Bool
    /// The items the items hook should be fetching; `nil` when none.
    public var itemsRequest: ItemsRequest?
    /// Whether the detail and the sheet are open.
    public var presentation = Presentation()
    /// How many rows the last frame showed: the pages they need are loaded.
    public var viewportRows = 20
    /// The last frame was wide enough for the detail beside the list: there it follows the selection.
    public var fitsDetailBeside = false
    /// True when the section has a detail hook: opening an item asks it for the detail.
    public let loadsDetail: Bool
    /// True when the rows come from a page hook; false when the section sets them itself
    /// (`init(items:)`, `replaceItems(_:)`): then `reload` loads nothing and is the section's to act on.
    public let loadsPages: Bool
    /// The detail shows an item opened by itself (`openItem`): beside the list it does not follow
    /// the selection until the person moves, opens or closes.
    public var keepsDetailItem = false
    /// The item whose detail is shown (opened, or followed beside the list).
    public var detailItem: Item?
    /// The detail the hook loaded for `detailItem`.
    public var detail: Loadable<Detail> = .notRequested
    /// The detail the hook should be loading; `nil` when none.
    public var detailRequest: DetailRequest<Item>?
    /// Counts detail requests, so each is distinct.
    public var detailGeneration = 0
    /// The spinner's frame while the first page or a detail loads with nothing to show.
    public var spinnerFrame = 0
    /// False under `--no-animation` (`animation = false`): nothing ticks, and the spinner's place
    /// shows its words alone.
    public var animates = true

    /// A list asking its page hook for `pageSize` rows at a time, its detail hook (when
    /// `loadsDetail`) for the detail of the item opened, its search hook (when
    /// `searchesWholeList`) for what the filter matches, and its items hook (when `loadsItems`)
    /// for the matched rows no page has brought; its field is for `fieldRole`.
    public init(
        pageSize: Int = 50, loadsDetail: Bool = false, searchesWholeList: Bool = false, loadsItems: Bool = false,
        fieldRole: ListFieldRole = .filter
    ) {
        self.init(
            pageSize: pageSize, loadsDetail: loadsDetail, searchesWholeList: searchesWholeList,
            loadsItems: loadsItems, fieldRole: fieldRole, loadsPages: true)
    }

    /// A list of `items`, all there at once (no page hook, nothing to load): the section sets the
    /// rows with `replaceItems(_:)` when they change; its field is for `fieldRole`.
    public init(items: [Item], note: String? = nil, fieldRole: ListFieldRole = .filter) {
        self.init(
            pageSize: max(1, items.count), loadsDetail: false, searchesWholeList: false, loadsItems: false,
            fieldRole: fieldRole, loadsPages: false)
        if !items.isEmpty { rows.insert(items, at: 0, total: items.count) }
        load = .loaded(note)
    }

    private init(
        pageSize: Int, loadsDetail: Bool, searchesWholeList: Bool, loadsItems: Bool, fieldRole: ListFieldRole,
        loadsPages: Bool
    ) {
        rows = PagedRows(pageSize: pageSize)
        self.loadsDetail = loadsDetail
        self.searchesWholeList = searchesWholeList
        self.loadsItems = loadsItems
        self.fieldRole = fieldRole
        self.loadsPages = loadsPages
    }

    /// The number of rows shown: the filter's matches, else every row.
    @inlinable
    public var visibleCount: Int { filter?.matches?.count ?? rows.count }

    /// The row index behind the `row`th row shown.
    @inlinable
    public func index(ofVisibleRow row: Int) -> Int? {
        guard row >= 0, row < visibleCount else { return nil }
        return filter?.matches.map { $0[row] } ?? row
    }

    /// The item on the `row`th row shown, `nil` while its page is on its way.
    @inlinable
    public func item(atVisibleRow row: Int) -> Item? {
        index(ofVisibleRow: row).flatMap(rows.item(at:))
    }

    /// The selected item, when there are rows and its page has come.
    @inlinable
    public var selectedItem: Item? { item(atVisibleRow: cursor.selection) }

    /// True while the filter field has the keys.
    @inlinable
    public var isEditingFilter: Bool { filter?.isEditing ?? false }

    /// True when the detail is drawn beside the list: open on a wide enough screen.
    @inlinable
    public var showsDetailBeside: Bool { fitsDetailBeside && presentation.isDetailOpen }

    /// True while the first page (or a reload's) loads with no rows to show: the spinner's time.
    @inlinable
    public var showsSpinner: Bool { load.isLoading && rows.isEmpty }

    /// Where the selection is among the rows shown, "12/107" (each number written by `count`);
    /// `nil` without rows.
    public func position(_ count: (Int) -> String = { String($0) }) -> String? {
        visibleCount > 0 ? "\(count(cursor.selection + 1))/\(count(visibleCount))" : nil
    }
}
