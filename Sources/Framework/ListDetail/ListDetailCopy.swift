import TerminalCore
import Widgets

/// A copy key a section gives its list: `y` copies the email, say. It shows in the tables of the
/// list, the detail and the sheet only while `value` has something to copy, and the status bar
/// confirms what was copied ("Copied the email to the clipboard: …").
public struct ListDetailCopy<Item, Detail> {
    /// The key.
    public var key: Key
    /// The action's documented name, which `[keys]` binds: "copy_email".
    public var action: String
    /// What is copied, for the help and the confirmation ("email").
    public var name: String
    /// The text to copy about an item and its detail as loaded so far; `nil` or empty: nothing.
    public var value: (Item, Detail?) -> String?

    /// A copy key `key`, the action `action`, for the `name` that `value` gives.
    public init(key: Key, action: String, name: String, value: @escaping (Item, Detail?) -> String?) {
        self.key = key
        self.action = action
        self.name = name
        self.value = value
    }

    /// The copy key as a table lists it; the status bar names it when `showsInStatusBar` (the sheet's).
    public func binding(showsInStatusBar: Bool = false) -> KeyBinding {
        Self.binding(key: key, action: action, name: name, showsInStatusBar: showsInStatusBar)
    }

    /// A copy key `key` for `action`, copying the `name`, as a table lists it: what a section
    /// names in its catalogue of keys is what its screen lists.
    public static func binding(key: Key, action: String, name: String, showsInStatusBar: Bool = false) -> KeyBinding {
        KeyBinding(
            keys: [key], label: "copy \(name)", help: "Copy the \(name) to the clipboard (OSC 52)",
            showsInStatusBar: showsInStatusBar, action: action)
    }
}
