/// What the list's text field is for.
public enum ListFieldRole: Hashable, Sendable {
    /// `/` filters the rows: by the section's `matching` over the rows that came (every page is
    /// loaded in turn), or by its search hook over the whole list.
    case filter
    /// The field is the section's search (Weather's city): the rows stay as they are, and the
    /// section's reducer acts on the field's `editFilter` and `commitFilter` events.
    case search
}
