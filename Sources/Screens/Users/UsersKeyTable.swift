import TerminalCore
import Widgets

/// A screen's key-binding and mouse tables: each binding with the command it dispatches. Dispatch
/// and the status bar/help both read them, so the help cannot lie.
struct UsersKeyTable {
    var entries: [(binding: KeyBinding, command: UsersCommand?)]
    var mouseEntries: [(binding: MouseBinding, command: UsersCommand?)] = []
    /// What the copy keys of `entries` copy.
    var copyable = Copyable()

    /// The bindings, for the status bar and help overlay.
    var bindings: [KeyBinding] { entries.map(\.binding) }

    /// The mouse bindings, for the help overlay.
    var mouseBindings: [MouseBinding] { mouseEntries.map(\.binding) }

    /// The command bound to `key`, if any.
    func command(for key: Key) -> UsersCommand? {
        entries.first { $0.binding.keys.contains(key) }?.command
    }

    /// The command bound to a mouse gesture, if any.
    func command(for gesture: MouseGesture) -> UsersCommand? {
        mouseEntries.first { $0.binding.gesture == gesture }?.command
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
    static let copyEmail = (
        KeyBinding(
            keys: [.character("y")], label: "copy email", help: "Copy the email to the clipboard (OSC 52)",
            showsInStatusBar: false),
        UsersCommand.copyEmail
    )
    static let copyPhone = (
        KeyBinding(
            keys: [.character("Y")], label: "copy phone", help: "Copy the phone number to the clipboard (OSC 52)",
            showsInStatusBar: false),
        UsersCommand.copyPhone
    )
    static let moves = ListKeyMap.bindings.map { (binding: $0, command: UsersCommand?.none) }
    static let listMouse =
        ListMouseMap.bindings.map { (binding: $0, command: UsersCommand?.none) } + [
            (
                MouseBinding(.clickSelectedRow, help: "Open the selected user's detail (so does a double click)"),
                UsersCommand.openDetail
            )
        ]

    /// What can be copied about the user shown: the email and the phone number, each only when
    /// known (a key that would copy nothing is left out of the table).
    struct Copyable {
        var email: String?
        var phone: String?

        init(email: String? = nil, phone: String? = nil) {
            self.email = email.flatMap { $0.isEmpty ? nil : $0 }
            self.phone = phone.flatMap { $0.isEmpty ? nil : $0 }
        }

        var entries: [(binding: KeyBinding, command: UsersCommand?)] {
            (email != nil ? [copyEmail] : []) + (phone != nil ? [copyPhone] : [])
        }

        /// The copy `command` asks for, when it is one and there is something to copy.
        func outcome(for command: UsersCommand?) -> KeyOutcome? {
            switch command {
            case .copyEmail: email.map { .copy($0, named: "email") }
            case .copyPhone: phone.map { .copy($0, named: "phone number") }
            default: nil
            }
        }
    }

    /// The list's table: open, filter and more info only when there are rows to act on, back
    /// while the pane is open, clear while a filter is kept; copy what the selected user has;
    /// reload always. Clicks select and open rows when there are rows.
    static func list(
        hasRows: Bool, hasUsers: Bool, detailOpen: Bool, hasFilter: Bool, copyable: Copyable
    ) -> UsersKeyTable {
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
        entries += copyable.entries
        return UsersKeyTable(
            entries: entries + [reload] + (hasRows ? moves : []), mouseEntries: hasRows ? listMouse : [],
            copyable: copyable)
    }

    /// The table while the filter field has the keys: the list moves still work (↑/↓, PgUp/PgDn,
    /// the wheel and clicks); every printable key types, and a paste is one edit.
    static let editingFilter = UsersKeyTable(
        entries: [keep, clear] + [
            (KeyBinding(keys: [.up, .down], label: "move", help: "Move the selection while filtering"), nil),
            (KeyBinding(keys: [.pageUp, .pageDown], label: "page", help: "Move a page while filtering"), nil),
        ],
        mouseEntries: ListMouseMap.bindings.map { (binding: $0, command: UsersCommand?.none) })

    /// The full-screen detail's table: more info once there is a user to show, retry only after a
    /// load that failed in a way trying again can mend (not for an id that does not exist), copy
    /// what the user has.
    static func detail(hasUser: Bool, canRetry: Bool, copyable: Copyable) -> UsersKeyTable {
        UsersKeyTable(
            entries: (hasUser ? [more] : []) + [close] + (canRetry ? [retry] : []) + copyable.entries,
            copyable: copyable)
    }

    /// The more-info sheet's table: close it (a click outside it too), copy what the user has.
    static func sheet(copyable: Copyable) -> UsersKeyTable {
        UsersKeyTable(
            entries: [
                (
                    KeyBinding(
                        keys: [.escape, .character("m"), .character("i"), .backspace], label: "close",
                        help: "Close the more-info sheet", statusKeyCount: 3),
                    UsersCommand.closeDetail
                )
            ] + copyable.entries,
            mouseEntries: [(MouseBinding(.clickOutside, help: "Close the more-info sheet"), UsersCommand.closeDetail)],
            copyable: copyable)
    }
}
