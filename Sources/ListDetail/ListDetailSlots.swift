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
    /// The spinner's words while the list loads: "Loading users…".
    public var loadingText: String
    /// The words for a list with no rows: "No users to show".
    public var emptyText: String
    /// The key that opens the text field, its label and help (`/` "filter" by default; a search
    /// field names its own).
    public var fieldKey: KeyBinding
    /// The text field's placeholder: "type to filter by name".
    public var filterPlaceholder: String
    /// More for the title bar's right side, after the position: the source, an offline note.
    public var status: (ListDetailState<Item, Detail>) -> [String]
    /// The copy keys.
    public var copies: [ListDetailCopy<Item, Detail>]
    /// The section's own keys.
    public var keys: [ListDetailKey]
    /// Where the detail goes: beside the list from its minimum width, else in the list's place.
    public var split: SplitLayout

    /// Slots for a section called `title` whose items are `noun`s; see the properties.
    public init(
        title: String, noun: String, row: @escaping (Item) -> ListRow, itemTitle: @escaping (Item) -> String,
        detail: @escaping (Item, Loadable<Detail>) -> any Widget, detailMargin: Int = 1,
        sheet: @escaping (Item, Loadable<Detail>) -> (title: String, rows: [DetailRow]),
        sheetSize: (width: Int, bodyHeight: Int) = (52, 9),
        loadingText: String = "Loading…", emptyText: String = "Nothing to show",
        fieldKey: KeyBinding = ListDetailKeyMap.filterKey, filterPlaceholder: String = "type to filter",
        status: @escaping (ListDetailState<Item, Detail>) -> [String] = { _ in [] },
        copies: [ListDetailCopy<Item, Detail>] = [], keys: [ListDetailKey] = [],
        split: SplitLayout = SplitLayout(gap: 1)
    ) {
        self.title = title
        self.noun = noun
        self.row = row
        self.itemTitle = itemTitle
        self.detail = detail
        self.detailMargin = detailMargin
        self.sheet = sheet
        self.sheetSize = sheetSize
        self.loadingText = loadingText
        self.emptyText = emptyText
        self.fieldKey = fieldKey
        self.filterPlaceholder = filterPlaceholder
        self.status = status
        self.copies = copies
        self.keys = keys
        self.split = split
    }
}
