import TerminalCore
import Widgets

/// A screen's key-binding table: each binding with the command it dispatches. Dispatch and the
/// status bar/help both read it, so the help cannot lie.
struct UsersKeyTable {
    var entries: [(binding: KeyBinding, command: UsersCommand?)]

    /// The bindings, for the status bar and help overlay.
    var bindings: [KeyBinding] { entries.map(\.binding) }

    /// The command bound to `key`, if any.
    func command(for key: Key) -> UsersCommand? {
        entries.first { $0.binding.keys.contains(key) }?.command
    }

    static let open = (
        KeyBinding(keys: [.enter, .right], label: "open", help: "Open the selected user's detail"),
        UsersCommand.openDetail
    )
    static let close = (
        KeyBinding(keys: [.escape, .left, .backspace], label: "back", help: "Close the detail", statusKeyCount: 2),
        UsersCommand.closeDetail
    )
    static let filter = (
        KeyBinding(keys: [.character("/")], label: "filter", help: "Filter the list by name"),
        UsersCommand.openFilter
    )
    static let more = (
        KeyBinding(
            keys: [.character("m"), .character("i")], label: "more info",
            help: "Show or hide more info about the user"),
        UsersCommand.moreInfo
    )
    static let reload = (
        KeyBinding(keys: [.character("r")], label: "reload", help: "Load the users again (retry after an error)"),
        UsersCommand.reload
    )
    static let retry = (
        KeyBinding(keys: [.character("r")], label: "retry", help: "Load the user again after an error"),
        UsersCommand.reload
    )
    static let keep = (
        KeyBinding(keys: [.enter], label: "keep filter", help: "Keep the filter and return to the list"),
        UsersCommand.keepFilter
    )
    static let clear = (
        KeyBinding(keys: [.escape], label: "clear filter", help: "Clear the filter and close it"),
        UsersCommand.clearFilter
    )
    static let moves = ListKeyMap.bindings.map { (binding: $0, command: UsersCommand?.none) }

    /// The list's table: open, filter and more info only when there are rows to act on, back
    /// while the pane is open, clear while a filter is kept; reload always.
    static func list(hasRows: Bool, hasUsers: Bool, detailOpen: Bool, hasFilter: Bool) -> UsersKeyTable {
        var entries: [(binding: KeyBinding, command: UsersCommand?)] = []
        if hasRows {
            entries.append(open)
        }
        if detailOpen {
            entries.append(close)
        }
        if hasUsers {
            entries.append(filter)
        }
        if hasFilter {
            entries.append(clear)
        }
        if hasRows {
            entries.append(more)
        }
        return UsersKeyTable(entries: entries + [reload] + (hasRows ? moves : []))
    }

    /// The table while the filter field has the keys: the list moves still work (↑/↓, PgUp/PgDn);
    /// every printable key types.
    static let editingFilter = UsersKeyTable(
        entries: [keep, clear] + [
            (KeyBinding(keys: [.up, .down], label: "move", help: "Move the selection while filtering"), nil),
            (KeyBinding(keys: [.pageUp, .pageDown], label: "page", help: "Move a page while filtering"), nil),
        ])

    /// The full-screen detail's table: more info once there is a user to show, retry only after a
    /// load that failed in a way trying again can mend (not for an id that does not exist).
    static func detail(hasUser: Bool, canRetry: Bool) -> UsersKeyTable {
        UsersKeyTable(entries: (hasUser ? [more] : []) + [close] + (canRetry ? [retry] : []))
    }

    /// The more-info sheet's table.
    static let sheet = UsersKeyTable(
        entries: [
            (
                KeyBinding(
                    keys: [.escape, .character("m"), .character("i"), .backspace], label: "close",
                    help: "Close the more-info sheet", statusKeyCount: 3),
                UsersCommand.closeDetail
            )
        ])
}
