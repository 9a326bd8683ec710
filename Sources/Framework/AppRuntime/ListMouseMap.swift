import TerminalCore
import ViewModelCore
import Widgets

/// The mouse actions every list screen shares — the wheel scrolls, a click selects — as one
/// table, and what a mouse report does to the list the last frame drew. Screens add what a click
/// on the selected row does (open it) to their own tables.
public enum ListMouseMap {
    /// Rows one notch of the wheel moves the selection.
    public static let wheelRows = 3

    /// The bindings, for the help overlay.
    public static let bindings: [MouseBinding] = [
        MouseBinding(.wheel, help: "Scroll the list, \(wheelRows) rows a notch"),
        MouseBinding(.clickRow, help: "Select the row"),
    ]

    /// What a mouse report does to a list: the gesture (which the screen's table may bind further)
    /// and the selection move it makes, if any.
    public struct Hit: Hashable, Sendable {
        /// What the report was, for the screen's mouse table.
        public var gesture: MouseGesture
        /// Where the selection moves, if anywhere.
        public var move: ListCursor.Move?
    }

    /// `event` against a list drawn as `layout` with `selection` selected: the wheel anywhere on the
    /// screen moves the selection `wheelRows`; a left click on a row drawn selects it, or is a click
    /// on the selected row. `nil` for other reports and for clicks beside the rows.
    public static func hit(for event: MouseEvent, in layout: ListLayout?, selection: Int) -> Hit? {
        switch event.action {
        case .wheelUp:
            return Hit(gesture: .wheel, move: .pageUp(rows: wheelRows))
        case .wheelDown:
            return Hit(gesture: .wheel, move: .pageDown(rows: wheelRows))
        case .press(.left):
            guard let row = layout?.row(atX: event.x, y: event.y) else { return nil }
            return row == selection ? Hit(gesture: .clickSelectedRow) : Hit(gesture: .clickRow, move: .to(row))
        case .press, .release:
            return nil
        }
    }
}
