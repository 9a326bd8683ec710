/// A cell's position on screen: column `x`, row `y`, from the top-left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) { (self.x, self.y) = (x, y) }

    /// "x,y".
    public var description: String { "\(x),\(y)" }
}
