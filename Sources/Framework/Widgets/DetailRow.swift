/// One entry of a `DetailPane` or `Sheet` body.
public enum DetailRow: Hashable, Sendable {
    /// A label and its value; labels line up in one column and long values wrap beside it.
    case field(_ label: String, _ value: String)
    /// A paragraph across the full width, wrapped.
    case text(String)
    /// A bold section heading.
    case heading(String)
    /// An empty line.
    case blank
}
