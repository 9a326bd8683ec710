import TerminalCore

/// The keys a person bound to actions (`[keys]` in tern's config file), by action name: applied to
/// a key table it gives the table those keys (`KeyMap.remapped`), so the status bar, the help and
/// every dispatch follow them. A bound action's keys replace its defaults; a key bound to one
/// action is taken from every other action's defaults, which keep their other keys (decision 2230).
public struct KeyRemap: Equatable, Sendable {
    /// The keys of each bound action, in the order given.
    public var keys: [String: [Key]]

    /// A remap binding each action in `keys` to its keys; empty: every table keeps its defaults.
    public init(_ keys: [String: [Key]] = [:]) {
        self.keys = keys
    }

    /// True when no action is bound: the tables are the defaults.
    public var isEmpty: Bool { keys.isEmpty }

    /// Every key bound to some action.
    public var boundKeys: Set<Key> { Set(keys.values.joined()) }

    /// `base` with this remap's actions on top: an action bound here replaces `base`'s keys for it,
    /// and a key bound here is taken from the actions `base` bound it to (a section's own table
    /// over `[keys]`).
    public func over(_ base: KeyRemap) -> KeyRemap {
        let taken = boundKeys
        var merged = base.keys.mapValues { $0.filter { !taken.contains($0) } }
        for (action, keys) in keys { merged[action] = keys }
        return KeyRemap(merged)
    }
}
