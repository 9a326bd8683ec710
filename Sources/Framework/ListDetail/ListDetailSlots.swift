import ViewModelCore
import Widgets

/// What a section tells the list → detail → sheet screen about its items — the slots it fills, as
/// a bubble's parent does: how an item is drawn as a row, as a detail and as a sheet, the words
/// for the empty, loading and failed list, what can be copied, its own keys, and where the
/// detail goes. Keys, mouse, paste, paging, the filter field and the status bar are the
/// component's.
public struct ListDetailSlots<Item: Equatable & Sendable, Detail: Equatable & Sendable> {
    /// The section's title, and the title bar's while the list shows.
    public var title: String
    /// What one item is called, in the help: "user" ("Open the selected user").
    public var noun: String
    /// The row of an item.
    public var row: (Item) -> ListRow
    /// The title bar's title while an item's detail is drawn alone.
    public var itemTitle: (Item) -> String
    /// The detail of an item, with its detail as the hook has loaded it so far.
    public var detail: (Item, Loadable<Detail>) -> any Widget
    /// Blank columns left and right of the detail (0 for a detail that pads itself).
    public var detailMargin: Int
    /// The sheet of an item: its title and rows.
    public var sheet: (Item, Loadable<Detail>) -> (title: String, rows: [DetailRow])
    /// The sheet's size, fixed so it does not change when the detail arrives: width and body height.
    public var sheetSize: (width: Int, bodyHeight: Int)
    /// True when the sheet is as wide and tall as its rows need, up to `sheetSize.width`, instead of fixed.
    public var sheetFitsContent: Bool
    /// The spinner's words while the list loads: "Loading users…".
    public var loadingText: String
    /// The words for a list with no rows: "No users to show".
    public var emptyText: String
    /// The key that opens the text field, its label and help (`/` "filter" by default; a search
    /// field names its own).
    public var fieldKey: KeyBinding
    /// The text field's placeholder: "type to filter by name".
    public var filterPlaceholder: String
    /// The text field's prompt: "/ " for a filter; a search names itself (" Search: ").
    public var fieldPrompt: String
    /// Rows the section draws across the whole width above the list and the detail (under a
    /// search field), for a state and a width: their height and widget; `nil` for none. Weather's
    /// city and its time, and the rule under them.
    public var header: (ListDetailState<Item, Detail>, Int) -> (height: Int, widget: any Widget)?
    /// Rows above the list's rows inside the list's pane, for a state and the pane's height (column
    /// titles, say, where there is room): their height and widget; `nil` for none.
    public var listHeading: (ListDetailState<Item, Detail>, Int) -> (height: Int, widget: any Widget)?
    /// The columns the rows need, when they should be drawn no wider (the rest of the pane stays
    /// blank) and the split should give the list that much; `nil`: the whole pane.
    public var listWidth: (ListDetailState<Item, Detail>) -> Int?
    /// What the section draws in the list's place instead of rows — and instead of the component's
    /// spinner, error and empty words — in states only it can describe; `nil`: the component's.
    public var placeholder: (ListDetailState<Item, Detail>) -> (any Widget)?
    /// More for the title bar's right side, after the position: the source, an offline note.
    public var status: (ListDetailState<Item, Detail>) -> [String]
    /// Which of `status`'s parts are notices (sample data, an offline note), drawn as warnings;
    /// none unless set.
    public var notices: (ListDetailState<Item, Detail>) -> [String] = { _ in [] }
    /// The copy keys.
    public var copies: [ListDetailCopy<Item, Detail>]
    /// The section's own keys.
    public var keys: [ListDetailKey]
    /// Whether a command of the component's tables does something now, in a state: a section whose
    /// rows it sets itself knows when `r` has something to retry, or that an item has no sheet. A
    /// command it says does nothing is left out of the tables, as the component leaves out its own.
    public var isAvailable: (ListDetailCommand, ListDetailState<Item, Detail>) -> Bool
    /// True while the search field's rows are matches its Enter picks from (Weather's city picker):
    /// the field's table says "Enter pick"; false unless set.
    public var picksInField: (ListDetailState<Item, Detail>) -> Bool = { _ in false }
    /// True when the list's moves (keys and the wheel) still move the selection while the detail is
    /// drawn alone — the section then shows the newly selected item's detail (Weather's days).
    public var movesInDetail: Bool
    /// Where the detail goes: beside the list from its minimum width, else in the list's place.
    public var split: SplitLayout
    /// How the title bar writes a count of rows ("Users · 1.234", "12/1.234" in German): a
    /// section passes its locale's grouping (`TextLocale.integer`); plain digits by default.
    public var count: (Int) -> String
    /// The `n`th row shown in a state, drawn by a row slot; `nil` while its page is on its way. Made by the inlinable `init`, so it is compiled where the section makes its slots,
    /// specialised for its items: the screen calls it for every row of every frame, and the
    /// component's generic code would look the rows' types up at each call (docs/PERFORMANCE.md,
    /// issue 24's third stop).
    @usableFromInline let visibleRow: (ListDetailState<Item, Detail>, Int, (Item) -> ListRow) -> ListRow?

    /// Slots for a section called `title` whose items are `noun`s; see the properties.
    @inlinable
    public init(
        title: String, noun: String, row: @escaping (Item) -> ListRow, itemTitle: @escaping (Item) -> String,
        detail: @escaping (Item, Loadable<Detail>) -> any Widget, detailMargin: Int = 1,
        sheet: @escaping (Item, Loadable<Detail>) -> (title: String, rows: [DetailRow]),
        sheetSize: (width: Int, bodyHeight: Int) = (52, 9), sheetFitsContent: Bool = false,
        loadingText: String = "Loading…", emptyText: String = "Nothing to show",
        fieldKey: KeyBinding = ListDetailKeyMap.filterKey, filterPlaceholder: String = "type to filter",
        fieldPrompt: String = "/ ",
        header: @escaping (ListDetailState<Item, Detail>, Int) -> (height: Int, widget: any Widget)? = { _, _ in nil },
        listHeading: @escaping (ListDetailState<Item, Detail>, Int) -> (height: Int, widget: any Widget)? = {
            _, _ in nil
        },
        listWidth: @escaping (ListDetailState<Item, Detail>) -> Int? = { _ in nil },
        placeholder: @escaping (ListDetailState<Item, Detail>) -> (any Widget)? = { _ in nil },
        status: @escaping (ListDetailState<Item, Detail>) -> [String] = { _ in [] },
        copies: [ListDetailCopy<Item, Detail>] = [], keys: [ListDetailKey] = [],
        isAvailable: @escaping (ListDetailCommand, ListDetailState<Item, Detail>) -> Bool = { _, _ in true },
        movesInDetail: Bool = false,
        split: SplitLayout = SplitLayout(gap: 1),
        count: @escaping (Int) -> String = { String($0) }
    ) {
        self.title = title
        self.noun = noun
        self.row = row
        self.itemTitle = itemTitle
        self.detail = detail
        self.detailMargin = detailMargin
        self.sheet = sheet
        self.sheetSize = sheetSize
        self.sheetFitsContent = sheetFitsContent
        self.loadingText = loadingText
        self.emptyText = emptyText
        self.fieldKey = fieldKey
        self.filterPlaceholder = filterPlaceholder
        self.fieldPrompt = fieldPrompt
        self.header = header
        self.listHeading = listHeading
        self.listWidth = listWidth
        self.placeholder = placeholder
        self.status = status
        self.copies = copies
        self.keys = keys
        self.isAvailable = isAvailable
        self.movesInDetail = movesInDetail
        self.split = split
        self.count = count
        visibleRow = { state, index, row in state.item(atVisibleRow: index).map(row) }
    }
}
