import TerminalCore
import ViewModelCore
import Widgets

/// The keys every list screen shares (↑/k, ↓/j, PgUp/Ctrl-B, PgDn/Ctrl-F, Ctrl-U, Ctrl-D, Home/g,
/// End/G) as one table, which screens make part of their own (`keyMap.map`); its actions are
/// `up`, `down`, `page_up`, `page_down`, `half_page_up`, `half_page_down`, `home`, `end`.
public enum ListKeyMap {
    /// The table, in status-bar priority order (none of it shows in the status bar; help lists it).
    public static let keyMap = KeyMap<ListMove>([
        entry([.up, .character("k")], "up", "Move the selection up", .up),
        entry([.down, .character("j")], "down", "Move the selection down", .down),
        entry([.pageUp, .control("b")], "page up", "Move up one page", .pageUp),
        entry([.pageDown, .control("f")], "page down", "Move down one page", .pageDown),
        entry([.control("u")], "half up", "Move up half a page", .halfPageUp),
        entry([.control("d")], "half down", "Move down half a page", .halfPageDown),
        entry([.home, .character("g")], "top", "Jump to the first row", .top),
        entry([.end, .character("G")], "bottom", "Jump to the last row", .bottom),
    ])

    /// The documented name of `move`'s action: "page_down".
    public static func action(of move: ListMove) -> String {
        switch move {
        case .up: "up"
        case .down: "down"
        case .pageUp: "page_up"
        case .pageDown: "page_down"
        case .halfPageUp: "half_page_up"
        case .halfPageDown: "half_page_down"
        case .top: "home"
        case .bottom: "end"
        }
    }

    /// The bindings, for screens that list them.
    public static var bindings: [KeyBinding] { keyMap.bindings }

    private static func entry(_ keys: [Key], _ label: String, _ help: String, _ move: ListMove)
        -> KeyMap<ListMove>.Entry
    {
        KeyMap.Entry(
            KeyBinding(keys: keys, label: label, help: help, showsInStatusBar: false, action: action(of: move)), move)
    }
}
