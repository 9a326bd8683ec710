/// One terminal cell: the text drawn there, how many columns it spans, and its style.
///
/// The text is one spacing scalar and the zero-width scalars that combine with it, at most
/// `maximumScalars` in all (see `TextCells`). A wide cell (CJK, most emoji) occupies two
/// columns: the first holds the text with `width == 2`, the second is a *continuation* cell
/// (`grapheme == ""`, `width == 0`) that the terminal fills when it draws the first. Cell text is
/// always sanitised: never a control character.
public struct Cell: Hashable, Sendable {
    /// The most scalars one cell holds: ncurses' `CCHARW_MAX`, one spacing character and four
    /// combining ones (a test checks the two agree).
    public static let maximumScalars = 5

    /// The text drawn in the cell: one spacing scalar and its combining ones; `""` in a continuation cell.
    public var grapheme: String
    /// The columns it spans: 1, 2 for a wide cell, 0 for a continuation cell.
    public var width: Int8
    /// Its colours and attributes.
    public var style: Style

    /// A cell showing `grapheme`, already sanitised and measured (`TextCells` does both for text).
    public init(grapheme: String, width: Int8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the given style.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The trailing half of a wide cell.
    public static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    /// True for the trailing half of a wide cell.
    public var isContinuation: Bool { width == 0 }
}
