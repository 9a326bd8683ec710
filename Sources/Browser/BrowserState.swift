import PresentationModel
import ViewModelCore
import Widgets

/// The state of a list → detail → sheet browser over `items`: the filter, the rows it shows, the
/// selection among them and what is open in front of the list (a `Presentation`). A `Store` runs
/// it with the reduce from `BrowserState.reducer(matching:)`; `BrowserScreen` draws it.
public struct BrowserState<Item: Sendable>: Sendable {
    /// Every item, in the order the list shows them.
    public let items: [Item]
    /// The filter field: its text is what the shown rows match.
    public internal(set) var filter = TextFieldState()
    /// True while the filter field has focus and takes the typed keys.
    public internal(set) var isFiltering = false
    /// The indices into `items` of the rows the filter shows, in order.
    public internal(set) var shown: [Int]
    /// The selected row among `shown`.
    public internal(set) var cursor = ListCursor()
    /// Whether the selected item's detail and its sheet are open.
    public internal(set) var presentation = Presentation()

    /// A browser on `items`, showing them all with the first selected.
    public init(items: [Item]) {
        self.items = items
        shown = Array(items.indices)
    }

    /// The selected item, if the filter shows any.
    public var selected: Item? { shown.isEmpty ? nil : items[shown[cursor.selection]] }
}

extension BrowserState: Equatable where Item: Equatable {}
