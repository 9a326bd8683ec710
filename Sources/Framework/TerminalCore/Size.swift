/// The size of a terminal or area, in display columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns, never negative.
    public var width: Int
    /// Rows, never negative.
    public var height: Int

    /// A size; a negative width or height becomes 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// "width×height", for logs and test failures.
    public var description: String { "\(width)×\(height)" }
}
