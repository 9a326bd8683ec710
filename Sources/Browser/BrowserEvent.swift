import PresentationModel
import ViewModelCore
import Widgets

/// What a browser's screen asks of its state: a key, decoded by the screen's key map.
public enum BrowserEvent: Hashable, Sendable {
    /// Move the selection through the rows the filter shows.
    case move(ListCursor.Move)
    /// Open or close the selected item's detail or its "more info" sheet (`Presentation.Event`);
    /// nothing opens while the filter shows no rows.
    case present(Presentation.Event)
    /// Focus the filter field (`/`).
    case focusFilter
    /// The filter field's new text and cursor.
    case editFilter(TextFieldState)
    /// Leave the filter field, keeping what it filters (Enter).
    case endFilter
    /// Leave the filter field and clear it (Esc in the field).
    case clearFilter
}
