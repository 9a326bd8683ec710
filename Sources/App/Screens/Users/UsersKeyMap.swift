import AppRuntime
import TerminalCore
import Widgets

/// The Users screen's key and mouse tables, one for each part that can be in front (the list, the
/// filter field, the detail alone, the sheet), as `KeyMap`s of `UsersCommand`: the screen
/// dispatches every key and gesture from them, and the status bar, the help and the sheet's close
/// hint read them, so the help cannot lie. A binding that would do nothing now (open with no rows,
/// copy a missing email) is left out.
enum UsersKeyMap {
    static let open = KeyMap.Entry(
        KeyBinding(keys: [.enter, .right], label: "open", help: "Open the selected user's detail"),
        UsersCommand.openDetail)
    static let close = KeyMap.Entry(
        KeyBinding(keys: [.escape, .left, .backspace], label: "back", help: "Close the detail", statusKeyCount: 2),
        UsersCommand.closeDetail)
    static let filter = KeyMap.Entry(
        KeyBinding(keys: [.character("/")], label: "filter", help: "Filter the list by name"), UsersCommand.openFilter)
    static let more = KeyMap.Entry(
        KeyBinding(
            keys: [.character("m"), .character("i")], label: "more info", help: "Show or hide more info about the user"),
        UsersCommand.moreInfo)
    static let reload = KeyMap.Entry(
        KeyBinding(keys: [.character("r")], label: "reload", help: "Load the users again (retry after an error)"),
        UsersCommand.reload)
    static let retry = KeyMap.Entry(
        KeyBinding(keys: [.character("r")], label: "retry", help: "Load the user again after an error"),
        UsersCommand.reload)
    static let keep = KeyMap.Entry(
        KeyBinding(keys: [.enter], label: "keep filter", help: "Keep the filter and return to the list"),
        UsersCommand.keepFilter)
    static let clear = KeyMap.Entry(
        KeyBinding(keys: [.escape], label: "clear filter", help: "Clear the filter and close it"),
        UsersCommand.clearFilter)
    static let copyEmail = KeyMap.Entry(
        KeyBinding(
            keys: [.character("y")], label: "copy email", help: "Copy the email to the clipboard (OSC 52)",
            showsInStatusBar: false),
        UsersCommand.copyEmail)
    static let copyPhone = KeyMap.Entry(
        KeyBinding(
            keys: [.character("Y")], label: "copy phone", help: "Copy the phone number to the clipboard (OSC 52)",
            showsInStatusBar: false),
        UsersCommand.copyPhone)

    /// The list moves (every key of `ListKeyMap`).
    static let moves = ListKeyMap.keyMap.map(UsersCommand.move)
    /// The wheel and a click on a row move the selection (`ListMouseMap`).
    static let pointerMoves = ListMouseMap.bindings.map { KeyMap.MouseEntry($0, UsersCommand.pointerMove) }

    /// The list's table: open, filter and more info only when there are rows to act on, back
    /// while the pane is open, clear while a filter is kept; copy what the selected user has;
    /// reload always; the list moves when there are rows. Clicks select and open rows.
    static func list(
        hasRows: Bool, hasUsers: Bool, detailOpen: Bool, hasFilter: Bool, copyable: UsersCopyable
    ) -> KeyMap<UsersCommand> {
        var entries: [KeyMap<UsersCommand>.Entry] = []
        if hasRows { entries.append(open) }
        if detailOpen { entries.append(close) }
        if hasUsers { entries.append(filter) }
        if hasFilter { entries.append(clear) }
        if hasRows { entries.append(more) }
        let own = KeyMap(entries) + copyable.keyMap + KeyMap([reload])
        guard hasRows else { return own }
        let openByClick = KeyMap<UsersCommand>.MouseEntry(
            MouseBinding(.clickSelectedRow, help: "Open the selected user's detail (so does a double click)"),
            .openDetail)
        return own + moves + KeyMap(mouse: pointerMoves + [openByClick])
    }

    /// The table while the filter field has the keys: the list moves ↑/↓ and PgUp/PgDn still work
    /// (the wheel and clicks too); every other printable key types, and a paste is one edit.
    static let editingFilter = KeyMap(
        [
            keep, clear,
            KeyMap.Entry(KeyBinding(keys: [.up, .down], label: "move", help: "Move the selection while filtering")) {
                .move($0 == .up ? .up : .down)
            },
            KeyMap.Entry(KeyBinding(keys: [.pageUp, .pageDown], label: "page", help: "Move a page while filtering")) {
                .move($0 == .pageUp ? .pageUp : .pageDown)
            },
        ],
        mouse: pointerMoves)

    /// The table of the detail alone (narrower than the split): more info once there is a user to show, retry only after a
    /// load that failed in a way trying again can mend (not for an id that does not exist), copy
    /// what the user has.
    static func detail(hasUser: Bool, canRetry: Bool, copyable: UsersCopyable) -> KeyMap<UsersCommand> {
        KeyMap((hasUser ? [more] : []) + [close] + (canRetry ? [retry] : [])) + copyable.keyMap
    }

    /// The more-info sheet's table: close it (a click outside it too), copy what the user has.
    static func sheet(copyable: UsersCopyable) -> KeyMap<UsersCommand> {
        let close = KeyMap.Entry(
            KeyBinding(
                keys: [.escape, .character("m"), .character("i"), .backspace], label: "close",
                help: "Close the more-info sheet", statusKeyCount: 3),
            UsersCommand.closeMoreInfo)
        let clickOutside = KeyMap.MouseEntry(
            MouseBinding(.clickOutside, help: "Close the more-info sheet"), UsersCommand.closeMoreInfo)
        return KeyMap([close], mouse: [clickOutside]) + copyable.keyMap
    }
}
