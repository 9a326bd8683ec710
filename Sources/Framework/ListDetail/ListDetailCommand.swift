import AppRuntime

/// What a key or a mouse gesture asks of a list → detail → sheet screen: one command per row of
/// its key tables (`ListDetailKeyMap`).
public enum ListDetailCommand: Hashable, Sendable {
    /// A list move by key (`ListKeyMap`).
    case move(ListMove)
    /// The wheel or a click on a row: the selection moves as `ListMouseMap` hit-tests the report.
    case point
    /// Enter, → or a click on the selected row: open the selected item's detail.
    case open
    /// Esc, ← or Backspace: close what is in front.
    case back
    /// `m`/`i`: show or hide the sheet.
    case toggleSheet
    /// A close key of the sheet, or a click outside it.
    case closeSheet
    /// A list move key while the sheet is in front: scroll a sheet taller than the screen.
    case scrollSheet(ListMove)
    /// The wheel over the full-screen detail: scroll a detail taller than the screen by so many
    /// rows (up when negative).
    case scrollDetail(Int)
    /// `/`: open the filter field.
    case openFilter
    /// Enter in the filter field.
    case commitFilter
    /// Esc in the filter field, or on a kept filter.
    case clearFilter
    /// `r`: reload, or retry the detail.
    case reload
    /// The section's `n`th copy key (`ListDetailSlots.copies`).
    case copy(Int)
    /// The section's `n`th own key (`ListDetailSlots.keys`).
    case own(Int)
}
