import TerminalCore
import ViewModels
import Widgets

/// The key bindings every list screen shares (↑/k, ↓/j, PgUp/Ctrl-B, PgDn/Ctrl-F, Ctrl-U, Ctrl-D,
/// Home/g, End/G) as one table, and the mapping from those keys to cursor moves. Screens append it
/// to their own binding tables.
public enum ListKeyMap {
    /// The bindings, in status-bar priority order.
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], label: "up", help: "Move the selection up", showsInStatusBar: false),
        KeyBinding(
            keys: [.down, .character("j")], label: "down", help: "Move the selection down", showsInStatusBar: false),
        KeyBinding(
            keys: [.pageUp, .control("b")], label: "page up", help: "Move up one page", showsInStatusBar: false),
        KeyBinding(
            keys: [.pageDown, .control("f")], label: "page down", help: "Move down one page", showsInStatusBar: false),
        KeyBinding(keys: [.control("u")], label: "half up", help: "Move up half a page", showsInStatusBar: false),
        KeyBinding(keys: [.control("d")], label: "half down", help: "Move down half a page", showsInStatusBar: false),
        KeyBinding(
            keys: [.home, .character("g")], label: "top", help: "Jump to the first row", showsInStatusBar: false),
        KeyBinding(
            keys: [.end, .character("G")], label: "bottom", help: "Jump to the last row", showsInStatusBar: false),
    ]

    /// The cursor move a key asks for in a list showing `pageRows` rows, or `nil` for other keys.
    /// A page keeps one row of context; half a page is at least one row.
    public static func move(for key: Key, pageRows: Int) -> ListCursor.Move? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .pageUp, .control("b"): .pageUp(rows: max(1, pageRows - 1))
        case .pageDown, .control("f"): .pageDown(rows: max(1, pageRows - 1))
        case .control("u"): .pageUp(rows: max(1, pageRows / 2))
        case .control("d"): .pageDown(rows: max(1, pageRows / 2))
        case .home, .character("g"): .home
        case .end, .character("G"): .end
        default: nil
        }
    }
}
