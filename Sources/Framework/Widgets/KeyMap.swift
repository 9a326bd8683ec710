import TerminalCore

/// A screen's keys and mouse actions as one table of data: each binding with the command it
/// dispatches. A screen looks every key and mouse gesture up here and acts only on what it finds,
/// and the status bar, the help overlay and any hint drawn on screen (a sheet's "Esc/m/i close")
/// are read from the same table — so none of them can name a key that does something else, and no
/// key acts without being listed.
public struct KeyMap<Command: Sendable>: Sendable {
    /// One key binding and the command its keys dispatch.
    public struct Entry: Sendable {
        /// The keys, labels and help of the binding.
        public var binding: KeyBinding
        /// The command for one of the binding's keys (most bindings give all their keys one).
        @usableFromInline let command: @Sendable (Key) -> Command

        /// A binding whose keys all dispatch `command`.
        @inlinable
        public init(_ binding: KeyBinding, _ command: Command) {
            self.binding = binding
            self.command = { _ in command }
        }

        /// A binding whose keys dispatch different commands of one kind ("↑/↓ move" moving up or
        /// down): `command` is asked only for the binding's own keys.
        @inlinable
        public init(_ binding: KeyBinding, command: @escaping @Sendable (Key) -> Command) {
            self.binding = binding
            self.command = command
        }
    }

    /// One mouse binding and the command its gesture dispatches.
    public struct MouseEntry: Sendable {
        /// The gesture and its help.
        public var binding: MouseBinding
        /// What the gesture dispatches.
        public var command: Command

        /// A mouse binding that dispatches `command`.
        @inlinable
        public init(_ binding: MouseBinding, _ command: Command) {
            self.binding = binding
            self.command = command
        }
    }

    /// The key bindings with their commands, in table order.
    public var entries: [Entry]
    /// The mouse bindings with their commands, in table order.
    public var mouseEntries: [MouseEntry]

    /// A table of `entries` and mouse entries, in the order the help lists them.
    @inlinable
    public init(_ entries: [Entry] = [], mouse mouseEntries: [MouseEntry] = []) {
        self.entries = entries
        self.mouseEntries = mouseEntries
    }

    /// The key bindings in table order, for the status bar and the help overlay.
    @inlinable
    public var bindings: [KeyBinding] { entries.map(\.binding) }

    /// The mouse bindings in table order, for the help overlay.
    @inlinable
    public var mouseBindings: [MouseBinding] { mouseEntries.map(\.binding) }

    /// The command of the first binding that has `key`; `nil` when none does.
    @inlinable
    public func command(for key: Key) -> Command? {
        for entry in entries where entry.binding.keys.contains(key) {
            return entry.command(key)
        }
        return nil
    }

    /// The command of the first mouse binding of `gesture`; `nil` when none has it.
    @inlinable
    public func command(for gesture: MouseGesture) -> Command? {
        mouseEntries.first { $0.binding.gesture == gesture }?.command
    }

    /// The same table with every command transformed: a shared table (the list moves) made part
    /// of a screen's own.
    @inlinable
    public func map<Other>(_ transform: @escaping @Sendable (Command) -> Other) -> KeyMap<Other> {
        KeyMap<Other>(
            entries.map { entry in KeyMap<Other>.Entry(entry.binding) { key in transform(entry.command(key)) } },
            mouse: mouseEntries.map { KeyMap<Other>.MouseEntry($0.binding, transform($0.command)) })
    }

    /// `lhs`'s bindings, then `rhs`'s (a key in both dispatches `lhs`'s command).
    @inlinable
    public static func + (lhs: KeyMap, rhs: KeyMap) -> KeyMap {
        KeyMap(lhs.entries + rhs.entries, mouse: lhs.mouseEntries + rhs.mouseEntries)
    }
}

extension KeyMap where Command: Equatable {
    /// How the status bar names the first binding whose first key dispatches `command` ("Esc/m/i
    /// close"), for a hint drawn elsewhere; `nil` when no binding's first key does (a binding
    /// whose keys an earlier one takes dispatches nothing).
    @inlinable
    public func hint(for command: Command) -> String? {
        binding(for: command)?.hint
    }

    /// The first binding whose first key dispatches `command`; `nil` when none does.
    @inlinable
    public func binding(for command: Command) -> KeyBinding? {
        entries.first { entry in entry.binding.keys.first.flatMap(self.command(for:)) == command }?.binding
    }
}
