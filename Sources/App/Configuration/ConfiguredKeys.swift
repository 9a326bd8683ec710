import TerminalCore

/// One line of the config file's `[keys]` tables: the keys it binds an action to, in the whole app
/// (`[keys]`) or in one section (`[keys.users]`), and where it was written. Which actions and
/// sections there are, the composition root knows; it checks them and turns the lines into remaps.
public struct ConfiguredKeys: Sendable, Equatable {
    /// The section's name (`users`), or `nil` for `[keys]`.
    public var section: String?
    /// The action's documented name: `down`.
    public var action: String
    /// The keys, in the order given; none unbinds the action.
    public var keys: [Key]
    /// The line in the config file.
    public var line: Int

    /// `action` bound to `keys` in `section` (`nil`: everywhere) on `line`.
    public init(section: String?, action: String, keys: [Key], line: Int) {
        self.section = section
        self.action = action
        self.keys = keys
        self.line = line
    }

    /// How a warning names the line's table and key: `keys.down`, `keys.users.copy_email`.
    public var name: String { (["keys"] + (section.map { [$0] } ?? []) + [action]).joined(separator: ".") }

    /// Why a `[keys]` line is ignored, in words for its warning.
    struct Problem: Error {
        var message: String
    }

    /// The line's binding read from a `[keys]` table's entry: `table` is `keys` or `keys.SECTION`,
    /// `value` one key name or a list of them (an empty list unbinds the action).
    static func read(table: String, key: String, value: TOMLSubsetParser.Value, line: Int) throws(Problem)
        -> ConfiguredKeys
    {
        let section = table == "keys" ? nil : String(table.dropFirst("keys.".count))
        var binding = ConfiguredKeys(section: section, action: key, keys: [], line: line)
        let wrongKind = Problem(message: "\(binding.name) must be a key name or a list of them, like [\"n\", \"Down\"]")
        let values: [TOMLSubsetParser.Value]
        switch value {
        case .string: values = [value]
        case .array(let all): values = all
        default: throw wrongKind
        }
        for value in values {
            guard case .string(let name) = value else { throw wrongKind }
            do {
                let key = try Key(name: name)
                if !binding.keys.contains(key) { binding.keys.append(key) }
            } catch {
                throw Problem(message: "\(binding.name): \(error)")
            }
        }
        return binding
    }
}
