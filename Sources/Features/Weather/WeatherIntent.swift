import Domain
import ViewModelCore

/// What the user asked the Weather screen to do (keys already translated by the screen).
public enum WeatherIntent: Equatable, Sendable {
    /// `/` or `s`: put the cursor in the search field.
    case focusSearch
    /// Esc in the field: leave it (the text stays).
    case leaveSearch
    /// The field's text changed (typing, Backspace, Ctrl-U…); searching waits for a pause.
    case editQuery(String)
    /// Enter in the field: search now (or, with an empty field, the selected recent city).
    case submitQuery
    /// Search for `text` right away, e.g. a deep link `tern weather "Paris"`.
    case search(String)
    /// ↑/↓, PgUp/PgDn, Home/End: move through the days (or the recent cities when idle).
    case moveSelection(ListCursor.Move)
    /// Enter on the list: open the selected day's detail, or search the selected recent city.
    case activate
    /// →: open the detail of the selected day.
    case openDetail
    /// Esc or ← in the detail: back to the list.
    case closeDetail
    /// `m` or `i`: show or hide the more-info sheet.
    case toggleMoreInfo
    /// Esc in the sheet.
    case closeMoreInfo
    /// `u`: metric ⇄ imperial, converted locally.
    case toggleUnits
    /// `r`: retry after a failure, or reload the city shown.
    case retry
    /// Deep-link extras: open the detail and/or the sheet as soon as a forecast is there.
    case openPanels(detail: Bool, moreInfo: Bool)
}
