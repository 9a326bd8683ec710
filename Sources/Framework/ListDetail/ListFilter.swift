import Widgets

/// The list's text field: its text and cursor, whether it has the keys, and, for a filter, the
/// rows that match (indices into the list's rows, in order) — the rows the list then shows.
public struct ListFilter: Equatable, Sendable {
    /// The field.
    public var field = TextFieldState()
    /// True while the field has the keys; false once Enter kept the filter.
    public var isEditing = true
    /// The indices of the rows that match the text (every row loaded while it is empty); `nil`
    /// while a search hook has not answered, and for a field that does not filter.
    public var matches: [Int]?
    /// While the text matches nothing: the index of the row selected before, selected again when
    /// rows match or the filter is cleared.
    public var unmatchedSelection: Int?

    /// An empty filter with the keys.
    public init() {}

    /// The text typed.
    public var query: String { field.text }
}
