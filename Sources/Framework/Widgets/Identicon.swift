import TerminalCore

/// A user's avatar drawn from their id: a 5×5 left-right symmetric pattern in block characters,
/// coloured from the id, with the initials centered beneath.
///
/// Deterministic everywhere: the pattern and colour come from the FNV-1a hash of the id's UTF-8
/// bytes, never from Swift's per-process seeded `hashValue`. The shape alone tells avatars apart
/// (colour only adds), so it stays readable on a monochrome terminal.
public struct Identicon: Widget {
    /// Cells on each side of the pattern.
    public static let side = 5

    /// The colours an avatar may take: the named colours that read on dark and light backgrounds.
    static let colors: [Color] = [
        .red, .green, .yellow, .blue, .magenta, .cyan,
        .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
    ]

    /// Row-major cells, `true` where the pattern is filled; `side × side` of them.
    public let cells: [Bool]
    /// The colour the pattern is drawn in, chosen from the id.
    public let color: Color
    /// The initials shown beneath the pattern ("?" when none were given).
    public let initials: String

    /// The avatar for `id`, labelled with `initials` ("?" when there are none).
    public init(id: String, initials: String) {
        let hash = Self.fnv1a(id)
        var half = (0..<15).map { hash >> UInt64($0) & 1 == 1 }
        if half.filter({ $0 }).count < 4 {
            half = half.map { !$0 }
        }
        var cells: [Bool] = []
        for row in 0..<Self.side {
            let left = (0..<3).map { half[row * 3 + $0] }
            cells += left + [left[1], left[0]]
        }
        self.cells = cells
        self.color = Self.colors[Int((hash >> 32) % UInt64(Self.colors.count))]
        self.initials = initials.isEmpty ? "?" : initials
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes: stable across runs, machines and versions.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Rows the avatar takes at its large size: the pattern, one cell per row, and the initials.
    public static let largeHeight = side + 1
    /// Columns the avatar takes at its large size: two per cell, so cells look square.
    public static let largeWidth = side * 2

    /// The size drawn in `area`: large (10×6) when it fits, else compact (5 wide, the pattern in
    /// three rows of half blocks, then the initials), else only the initials.
    public func size(in area: Rect) -> Size {
        if area.width >= Self.largeWidth && area.height >= Self.largeHeight {
            return Size(width: Self.largeWidth, height: Self.largeHeight)
        }
        if area.width >= Self.side && area.height >= 4 {
            return Size(width: Self.side, height: 4)
        }
        return Size(width: min(area.width, DisplayWidth.of(initials)), height: min(area.height, 1))
    }

    /// Draws the avatar at the top of `area`, centered across its width.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let size = size(in: area)
        let x = area.x + (area.width - size.width) / 2
        let patternRows = size.height - 1
        if patternRows > 0 {
            let cellColumns = size.width / Self.side
            let halfRowsPerCell = patternRows == Self.side ? 2 : 1
            drawPattern(
                into: &buffer, x: x, y: area.y, cellColumns: cellColumns, halfRowsPerCell: halfRowsPerCell,
                rows: patternRows, clip: area)
        }
        let label = TextLayout.truncate(initials, toWidth: max(size.width, DisplayWidth.of(initials)))
        let labelX = area.x + max(0, (area.width - DisplayWidth.of(label)) / 2)
        buffer.write(label, x: labelX, y: area.y + patternRows, style: Style(attributes: .bold), clip: area)
    }

    /// Fills terminal rows with block characters: each terminal row holds two half-row pixels.
    private func drawPattern(
        into buffer: inout Buffer, x: Int, y: Int, cellColumns: Int, halfRowsPerCell: Int, rows: Int, clip: Rect
    ) {
        let style = Style(foreground: color)
        for row in 0..<rows {
            var line = ""
            for column in 0..<(Self.side * cellColumns) {
                let top = isFilled(halfRow: row * 2, column: column / cellColumns, halfRowsPerCell: halfRowsPerCell)
                let bottom = isFilled(
                    halfRow: row * 2 + 1, column: column / cellColumns, halfRowsPerCell: halfRowsPerCell)
                line.append(top ? (bottom ? "█" : "▀") : (bottom ? "▄" : " "))
            }
            buffer.write(line, x: x, y: y + row, style: style, clip: clip)
        }
    }

    private func isFilled(halfRow: Int, column: Int, halfRowsPerCell: Int) -> Bool {
        let cellRow = halfRow / halfRowsPerCell
        guard cellRow < Self.side else { return false }
        return cells[cellRow * Self.side + column]
    }
}
