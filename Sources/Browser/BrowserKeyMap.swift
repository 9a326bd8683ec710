import AppRuntime
import PresentationModel
import TerminalCore
import Widgets

/// A browser's key tables, one per stage: the list keys tern's lists have plus Enter, `/` and
/// `m`/`i` on the list and the detail; `m`/`i` on the sheet; the filter field's own while it has
/// focus (every other key edits it). Esc, ← and Backspace close what is in front — the runtime's
/// back keys, which the screen takes while something is open.
public enum BrowserKeyMap {
    /// What a key does in a browser.
    public enum Command: Hashable, Sendable {
        /// Move the selection.
        case move(ListMove)
        /// Open or close the detail or the sheet.
        case present(Presentation.Event)
        /// `/`: focus the filter field.
        case filter
        /// Enter in the filter field: keep the filter and leave the field.
        case acceptFilter
        /// Esc in the filter field: clear the filter and leave the field.
        case clearFilter
        /// The wheel or a click on a row: the move `ListMouseMap` found for it.
        case point
    }

    /// The table while the list or the detail is in front, for items called `noun`.
    public static func browsing(noun: String, canOpen: Bool) -> KeyMap<Command> {
        let open = KeyMap.Entry(
            KeyBinding(keys: [.enter], label: "open", help: "Open the \(noun)"), Command.present(.open))
        let entries = (canOpen ? [open] : []) + [filter, sheet(noun: noun)]
        let pointer = ListMouseMap.bindings.map { KeyMap.MouseEntry($0, Command.point) }
        let click = KeyMap.MouseEntry(MouseBinding(.clickSelectedRow, help: "Open the \(noun)"), Command.present(.open))
        return KeyMap(entries, mouse: pointer + (canOpen ? [click] : [])) + ListKeyMap.keyMap.map { .move($0) }
    }

    /// The table while the sheet is in front.
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
            .present(.toggleSheet))
    }
}
