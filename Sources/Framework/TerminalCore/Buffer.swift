/// A grid of cells that widgets draw into and a `Terminal` presents: the whole frame as a value.
///
/// Writing splits text into the cells a terminal draws it in (`TextCells`: glibc `wcwidth` per
/// scalar) and clips by display columns: a wide cell that would straddle the clip edge is
/// replaced by a space rather than split, and overwriting either half of a wide cell blanks its
/// other half. All text written through `write` is sanitised, so a cell never holds a control
/// character.
///
/// A frame may say where the terminal's own cursor goes (`cursor`): the insertion point of the
/// focused text field; with none, the terminal hides its cursor.
///
/// A frame carries its theme (`theme`, decision 2220): widgets draw a role's style from it, and
/// every style written or filled is laid over the theme's text colours, so a style's `.default`
/// colour is the theme's, not the terminal's.
public struct Buffer: Hashable, Sendable {
    /// Its width in columns and height in rows.
    public let size: Size
    /// Every cell, row by row from the top-left (`y * size.width + x`).
    public private(set) var cells: [Cell]
    /// Where the terminal shows its cursor, so screen magnifiers and readers follow typing (a text
    /// field's insertion point); `nil`: the cursor is hidden.
    public var cursor: Point?
    /// The style of each role widgets draw.
    public let theme: Theme
    /// The theme's text colours, which every style drawn is laid over (`theme.base`).
    private let base: Style

    /// A buffer of `size` in `theme` with every cell `cell` (a blank in the theme's text colours
    /// by default).
    public init(size: Size, theme: Theme = .default, filling cell: Cell? = nil) {
        self.size = size
        self.theme = theme
        self.base = theme.base
        self.cells = Array(repeating: cell ?? .blank(theme.base), count: size.width * size.height)
    }

    /// `style` laid over the theme's text colours.
    @inline(__always)
    private func based(_ style: Style) -> Style {
        base == .plain ? style : base.patched(with: style)
    }

    /// The whole buffer as a rect at the origin.
    public var area: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`. Setting one outside the buffer does nothing; setting either half of a wide cell
    /// blanks its other half.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { put(newValue, x: x, y: y) }
    }

    /// Stores a cell, keeping wide cells whole: a half that loses its partner becomes a blank.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, x + 1 < size.width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes one line of text at (`x`, `y`), clipped to `clip` (the whole buffer by default).
    ///
    /// The text is sanitised first. Returns the column after the last one written (or that would
    /// have been written, for text running past the right edge: callers use it to continue a line).
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        write(SafeText(text), x: x, y: y, style: style, clip: clip)
    }

    /// Writes one line of text that is sanitized already, as `write(_:x:y:style:clip:)` does.
    @discardableResult
    public mutating func write(_ text: SafeText, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        let style = based(style)
        var column = x
        guard y >= bounds.minY, y < bounds.maxY else { return x + DisplayWidth.of(text) }
        for piece in TextCells(text.string) {
            let width = piece.width
            if column >= bounds.maxX { return column + width }
            if column + width <= bounds.minX {
                column += width
                continue
            }
            if column < bounds.minX || column + width > bounds.maxX {
                // A wide cell cut by an edge: draw blanks for the visible half instead.
                for c in max(column, bounds.minX)..<min(column + width, bounds.maxX) {
                    put(.blank(style), x: c, y: y)
                }
            } else {
                put(Cell(grapheme: piece.text, width: Int8(width), style: style), x: column, y: y)
                if width == 2 {
                    put(.continuation(style), x: column + 1, y: y)
                }
            }
            column += width
        }
        return column
    }

    /// Fills a rect with blanks of the given style.
    ///
    /// One range replacement per row (screens fill their whole area every frame); only the cells
    /// at the rect's edges can hold half of a wide grapheme whose other half is outside, and that
    /// half becomes a blank, as `put` does.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let target = rect.intersection(area)
        guard !target.isEmpty else { return }
        let blanks = repeatElement(Cell.blank(based(style)), count: target.width)
        for row in target.minY..<target.maxY {
            let start = row * size.width + target.minX
            let end = start + target.width
            if target.minX > 0, cells[start].isContinuation {
                cells[start - 1] = .blank(cells[start - 1].style)
            }
            if target.maxX < size.width, cells[end - 1].width == 2 {
                cells[end] = .blank(cells[end].style)
            }
            cells.replaceSubrange(start..<end, with: blanks)
        }
    }

    /// Lays `style` over the cells of a rect without changing their text (e.g. a selection bar).
    public mutating func patchStyle(_ style: Style, in rect: Rect) {
        let target = rect.intersection(area)
        guard !target.isEmpty else { return }
        for row in target.minY..<target.maxY {
            for column in target.minX..<target.maxX {
                let index = row * size.width + column
                cells[index].style = cells[index].style.patched(with: style)
            }
        }
    }

    /// Copies the cells of `other` inside `rect` into this buffer (sizes must match).
    public mutating func copy(_ rect: Rect, from other: Buffer) {
        precondition(other.size == size, "copy needs buffers of the same size")
        let target = rect.intersection(area)
        guard !target.isEmpty else { return }
        for row in target.minY..<target.maxY {
            let start = row * size.width + target.minX
            cells.replaceSubrange(start..<start + target.width, with: other.cells[start..<start + target.width])
        }
    }

    /// Draws the cells of `other` from its row `firstRow` on into `rect`, from its top-left: a
    /// window onto something taller than `rect`, scrolled (a sheet's body, the full-screen detail).
    /// Wide cells stay whole, as `subscript` keeps them.
    public mutating func draw(_ other: Buffer, fromRow firstRow: Int, into rect: Rect) {
        for row in 0..<min(rect.height, other.size.height - firstRow) {
            for column in 0..<min(rect.width, other.size.width) {
                self[rect.x + column, rect.y + row] = other[column, firstRow + row]
            }
        }
    }

    /// The text of one row: each grapheme once, continuation cells skipped.
    public func line(_ y: Int) -> String {
        var text = ""
        text.reserveCapacity(size.width)
        let start = y * size.width
        for cell in cells[start..<start + size.width] where !cell.isContinuation {
            text += cell.grapheme
        }
        return text
    }

    /// Every row's text, top to bottom.
    public var lines: [String] { (0..<size.height).map(line) }

    /// Rows whose cells differ from `other` (all rows when the sizes differ).
    public func changedRows(comparedTo other: Buffer) -> [Int] {
        guard other.size == size else { return Array(0..<size.height) }
        return (0..<size.height).filter { row in
            let start = row * size.width
            return cells[start..<start + size.width] != other.cells[start..<start + size.width]
        }
    }
}
