/// A key press (or a terminal event that arrives through the key stream, such as a resize),
/// decoded from whatever the backend reads.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// The arrow keys.
    case up, down, left, right
    /// The paging keys.
    case pageUp, pageDown, home, end
    /// The editing keys (`backTab` is Shift-Tab).
    case enter, escape, tab, backTab, backspace, delete, insert
    /// F1…F12 (and beyond, where the terminal sends them).
    case function(Int)
    /// A printable character, already a whole grapheme.
    case character(Character)
    /// Ctrl plus a letter, stored lowercase: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Alt (Meta) plus a character: Esc followed by the character within the escape delay.
    case alt(Character)
    /// The terminal changed size; read the new size from the terminal.
    case resize

    /// The key as the help and the logs write it: an arrow, `Enter`, `Ctrl-C`, `F1`, the character itself.
    public var description: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let n): "F\(n)"
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .alt(let c): "Alt-\(c)"
        case .resize: "Resize"
        }
    }
}
