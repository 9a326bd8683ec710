import TerminalCore

/// One row of a screen's key-binding table: which keys, the action each key is (its documented
/// snake_case name, which `[keys]` in the config file binds), a short label for the status bar,
/// and a longer description for the help overlay. Screens dispatch keys from the same table the
/// status bar and help overlay render, so the help can never lie.
public struct KeyBinding: Hashable, Sendable {
    /// The keys, in the order the help names them.
    public var keys: [Key]
    /// The action of each key, in the order of `keys`: most bindings are one action ("open"); a
    /// binding that groups moves ("↑/↓ move") names each key's ("up", "down").
    public var actions: [String]
    /// Short text for the status bar, e.g. "open".
    public var label: String
    /// Text for the help overlay, e.g. "Open the detail pane".
    public var help: String
    /// Whether the status bar shows this binding (the help overlay always does).
    public var showsInStatusBar: Bool
    /// How many of `keys`, from the first, the status bar names; the help overlay names them all
    /// (Backspace goes back too, but "Esc/← back" is what fits the status bar).
    public var statusKeyCount: Int

    /// A binding of `keys` to `action` (by default the label's words joined by "_"); the status bar
    /// names all of them unless `statusKeyCount` says fewer.
    public init(
        keys: [Key], label: String, help: String, showsInStatusBar: Bool = true, statusKeyCount: Int? = nil,
        action: String? = nil
    ) {
        self.init(
            keys: keys,
            actions: Array(repeating: action ?? label.split(separator: " ").joined(separator: "_"), count: keys.count),
            label: label, help: help, showsInStatusBar: showsInStatusBar, statusKeyCount: statusKeyCount)
    }

    /// A binding whose keys are different actions of one kind: `actions[n]` is `keys[n]`'s.
    public init(
        keys: [Key], actions: [String], label: String, help: String, showsInStatusBar: Bool = true,
        statusKeyCount: Int? = nil
    ) {
        precondition(actions.count == keys.count, "one action per key")
        self.keys = keys
        self.actions = actions
        self.label = label
        self.help = help
        self.showsInStatusBar = showsInStatusBar
        self.statusKeyCount = statusKeyCount ?? keys.count
    }

    /// Every key as people write them: "↑/k".
    public var keyText: String { keys.map(\.description).joined(separator: "/") }

    /// The keys the status bar names: the first `statusKeyCount`.
    public var statusKeyText: String { keys.prefix(statusKeyCount).map(\.description).joined(separator: "/") }

    /// The binding as the status bar shows it: "Esc/m/i close".
    public var hint: String { statusKeyText + " " + label }
}
