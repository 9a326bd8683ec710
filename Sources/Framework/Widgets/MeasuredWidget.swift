/// A widget that says how many rows it needs at a width, so a screen can scroll one taller than
/// the area it has (the full-screen detail of a `DetailPane`).
public protocol MeasuredWidget: Widget {
    /// The rows it needs to show everything at `width` columns.
    func height(forWidth width: Int) -> Int
}
