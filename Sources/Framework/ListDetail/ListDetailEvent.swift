import PresentationModel
import ViewModelCore
import Widgets

/// Everything that can happen to a list → detail → sheet: what the person did (the screen's
/// commands), and what the page and detail hooks answered.
public enum ListDetailEvent<Item: Equatable & Sendable, Detail: Equatable & Sendable>: Equatable, Sendable {
    /// The section appeared: load the first page, unless loaded already.
    case appear
    /// `r`: retry the open detail's failed load, else load the list again from the first page.
    case reload
    /// Move the selection among the rows shown.
    case move(ListCursor.Move)
    /// The last frame showed `rows` rows and was wide enough, or not, for the detail beside the list.
    case viewport(rows: Int, fitsDetailBeside: Bool)
    /// Open or close the detail or the sheet (Enter, Esc, `m`/`i`, a click).
    case present(Presentation.Event)
    /// Open `item`'s detail whether or not it is among the rows yet (a deep link: `--open ID`): the
    /// detail shows it, not the selection, until the person moves or opens another.
    case openItem(Item)
    /// `/`: open the filter field, keeping a filter kept before.
    case openFilter
    /// The filter field's new text and cursor (each edit, a paste).
    case editFilter(TextFieldState)
    /// Enter in the field: keep the filter, give the keys back to the list.
    case commitFilter
    /// Esc in the field or on a kept filter: clear it, staying on the item selected.
    case clearFilter
    /// The page hook answered `request`.
    case pageLoaded(PageRequest, ListPage<Item>)
    /// The page hook failed `request`.
    case pageFailed(PageRequest, LoadFailure)
    /// The search hook answered `request`.
    case searched(SearchRequest, ListSearch<Item>)
    /// The search hook failed `request`.
    case searchFailed(SearchRequest, LoadFailure)
    /// The items hook answered `request`, by index.
    case itemsLoaded(ItemsRequest, [Int: Item])
    /// The items hook failed `request`.
    case itemsFailed(ItemsRequest, LoadFailure)
    /// The detail hook answered `request`.
    case detailLoaded(DetailRequest<Item>, Detail)
    /// The detail hook failed `request`.
    case detailFailed(DetailRequest<Item>, LoadFailure)
    /// The spinner advances a frame.
    case spinnerTick
}
