import TerminalCore

/// One row of a screen's key-binding table: which keys, a short label for the status bar, and a
/// longer description for the help overlay. Screens dispatch keys from the same table the status
/// bar and help overlay render, so the help can never lie.
public struct KeyBinding: Hashable, Sendable {
    /// The keys, in the order the help names them.
    public var keys: [Key]
    /// Short text for the status bar, e.g. "open".
    public var label: String
    /// Text for the help overlay, e.g. "Open the detail pane".
    public var help: String
    /// Whether the status bar shows this binding (the help overlay always does).
    public var showsInStatusBar: Bool
    /// How many of `keys`, from the first, the status bar names; the help overlay names them all
    /// (Backspace goes back too, but "Esc/← back" is what fits the status bar).
    public var statusKeyCount: Int

    /// A binding of `keys`; the status bar names all of them unless `statusKeyCount` says fewer.
    public init(
        keys: [Key], label: String, help: String, showsInStatusBar: Bool = true, statusKeyCount: Int? = nil
    ) {
        self.keys = keys
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
