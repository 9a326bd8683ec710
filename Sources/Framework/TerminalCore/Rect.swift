/// A rectangle of terminal cells: origin at the top-left, sizes in display columns and rows.
///
/// Rects never hold negative sizes; operations that would produce one clamp to zero.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The width in columns, never negative.
    public var width: Int
    /// The height in rows, never negative.
    public var height: Int

    /// A rect at (`x`, `y`); a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rect of `size` at the origin.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Its width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The leftmost column (`x`).
    public var minX: Int { x }
    /// The top row (`y`).
    public var minY: Int { y }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// True when it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// How many cells it holds.
    public var area: Int { width * height }

    /// True when the cell at (`px`, `py`) is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap of two rects, empty (at the receiver's origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rect shrunk by the given margins on each side.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The rect shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// Splits off `rows` rows at the top; returns (top, rest).
    public func splitTop(_ rows: Int) -> (Rect, Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: height - taken)
        )
    }

    /// Splits off `rows` rows at the bottom; returns (rest, bottom).
    public func splitBottom(_ rows: Int) -> (Rect, Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: height - taken),
            Rect(x: x, y: y + height - taken, width: width, height: taken)
        )
    }

    /// Splits off `columns` columns at the left; returns (left, rest).
    public func splitLeft(_ columns: Int) -> (Rect, Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: width - taken, height: height)
        )
    }

    /// A rect of the given size centered in the receiver (clamped to fit).
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width)
        let ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    /// "(x,y width×height)", for logs and test failures.
    public var description: String { "(\(x),\(y) \(width)×\(height))" }
}
