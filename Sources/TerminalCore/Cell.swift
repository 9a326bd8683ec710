/// One terminal cell: the grapheme drawn there, how many columns it spans, and its style.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the first holds the grapheme with
/// `width == 2`, the second is a *continuation* cell (`grapheme == ""`, `width == 0`) that
/// backends skip. Graphemes in cells are always sanitised: never a control character.
public struct Cell: Hashable, Sendable {
    public var grapheme: String
    public var width: Int8
    public var style: Style

    public init(grapheme: String, width: Int8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the given style.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The trailing half of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    public var isContinuation: Bool { width == 0 }
}
