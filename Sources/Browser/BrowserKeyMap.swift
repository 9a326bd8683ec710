import AppRuntime
import TerminalCore
import Widgets

/// A browser's key tables, one per mode: the list keys tern's lists have plus Enter, `/` and
/// `m`/`i` on the list and the detail; `m`/`i` on the sheet; the filter field's own while it has
/// focus (every other key edits it).
public enum BrowserKeyMap {
    /// What a key does in a browser.
    public enum Command: Hashable, Sendable {
        case move(ListMove), open, sheet, filter, acceptFilter, clearFilter
    }

    /// The table while the list or the detail shows, for items called `noun`.
    public static func browsing(noun: String, canOpen: Bool) -> KeyMap<Command> {
        let open = KeyMap.Entry(KeyBinding(keys: [.enter], label: "open", help: "Open the \(noun)"), Command.open)
        return KeyMap((canOpen ? [open] : []) + [filter, sheet(noun: noun)]) + ListKeyMap.keyMap.map { .move($0) }
    }

    /// The table while the sheet shows.
    public static func sheetOnly(noun: String) -> KeyMap<Command> { KeyMap([sheet(noun: noun)]) }

    /// The table while the filter field has focus.
    public static let filtering = KeyMap<Command>([
        KeyMap.Entry(KeyBinding(keys: [.enter], label: "done", help: "Keep this filter"), .acceptFilter),
        KeyMap.Entry(KeyBinding(keys: [.escape], label: "clear", help: "Clear the filter"), .clearFilter),
        KeyMap.Entry(
            KeyBinding(keys: [.up, .down], label: "move", help: "Move the selection", statusKeyCount: 2)
        ) { .move($0 == .up ? .up : .down) },
    ])

    private static let filter = KeyMap.Entry(
        KeyBinding(keys: [.character("/")], label: "filter", help: "Filter the list"), Command.filter)

    private static func sheet(noun: String) -> KeyMap<Command>.Entry {
        KeyMap.Entry(
            KeyBinding(
                keys: [.character("m"), .character("i")], label: "more", help: "Show or hide more about the \(noun)"),
            .sheet)
    }
}
