import TerminalCore

/// Something that draws itself into a rect of a `Buffer`.
///
/// Widgets are values built fresh for each frame from view state; rendering never touches a
/// terminal and draws nothing outside `area`.
public protocol Widget {
    /// Draws the widget into `area` of `buffer`, and nothing outside it.
    func render(into buffer: inout Buffer, area: Rect)
}
