import TerminalCore

/// A copy key a section gives its list: `y` copies the email, say. It shows in the tables of the
/// list, the detail and the sheet only while `value` has something to copy, and the status bar
/// confirms what was copied ("Copied the email to the clipboard: …").
public struct ListDetailCopy<Item, Detail> {
    /// The key.
    public var key: Key
    /// What is copied, for the help and the confirmation ("email").
    public var name: String
    /// The text to copy about an item and its detail as loaded so far; `nil` or empty: nothing.
    public var value: (Item, Detail?) -> String?

    /// A copy key `key` for the `name` that `value` gives.
    public init(key: Key, name: String, value: @escaping (Item, Detail?) -> String?) {
        self.key = key
        self.name = name
        self.value = value
    }
}
