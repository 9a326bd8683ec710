import Widgets

/// Which of `UsersKeyMap`'s tables is in front, with what it depends on: the one value both the
/// table and the screen's cache of it are made from, so the cache cannot miss an input.
enum UsersKeyMapShape: Equatable {
    case sheet
    case detail(hasUser: Bool, canRetry: Bool)
    case editingFilter
    case list(hasRows: Bool, hasUsers: Bool, detailOpen: Bool, hasFilter: Bool)

    /// The table, with the copy keys `copyable` allows.
    func keyMap(copyable: UsersCopyable) -> KeyMap<UsersCommand> {
        switch self {
        case .sheet: UsersKeyMap.sheet(copyable: copyable)
        case .detail(let hasUser, let canRetry):
            UsersKeyMap.detail(hasUser: hasUser, canRetry: canRetry, copyable: copyable)
        case .editingFilter: UsersKeyMap.editingFilter
        case .list(let hasRows, let hasUsers, let detailOpen, let hasFilter):
            UsersKeyMap.list(
                hasRows: hasRows, hasUsers: hasUsers, detailOpen: detailOpen, hasFilter: hasFilter, copyable: copyable)
        }
    }
}
