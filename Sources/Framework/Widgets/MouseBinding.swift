/// One mouse action of a screen's table: a gesture and what it does. A screen dispatches mouse
/// reports through the same table the `?` help lists (under "Mouse", while the terminal reports
/// the mouse), so the help cannot lie about the mouse either.
public struct MouseBinding: Hashable, Sendable {
    /// What the mouse does.
    public var gesture: MouseGesture
    /// Text for the help overlay, e.g. "Open the selected user's detail".
    public var help: String

    /// A binding of `gesture`, described by `help`.
    public init(_ gesture: MouseGesture, help: String) {
        self.gesture = gesture
        self.help = help
    }
}

/// What the mouse did, as a binding names it; the screen's last frame says which one a report is.
public enum MouseGesture: Hashable, Sendable, CustomStringConvertible {
    /// The wheel turned over the screen.
    case wheel
    /// A click on a row that is not selected.
    case clickRow
    /// A click on the selected row — the second click of a double click is one.
    case clickSelectedRow
    /// A click outside a sheet or an overlay.
    case clickOutside
    /// A click on a section's name in the title bar.
    case clickSection
    /// A click on a text field.
    case clickField

    /// The gesture as the help overlay names it: "Wheel", "Click a row".
    public var description: String {
        switch self {
        case .wheel: "Wheel"
        case .clickRow: "Click a row"
        case .clickSelectedRow: "Click it again"
        case .clickOutside: "Click outside"
        case .clickSection: "Click a section"
        case .clickField: "Click the field"
        }
    }
}
