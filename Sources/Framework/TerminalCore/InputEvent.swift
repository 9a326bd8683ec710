/// One thing that arrived from the terminal, decoded: a key press (or resize), a mouse report, or
/// a bracketed paste. The runtime hands keys to key tables, mouse reports to hit-testing against
/// the last frame, and a paste to the focused text field as one edit.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press, or a resize.
    case key(Key)
    /// A mouse report.
    case mouse(MouseEvent)
    /// The text of one bracketed paste (mode 2004) as the terminal sent it, controls and newlines
    /// included: the field that takes it decides what to keep (`TextFieldState.paste`).
    case paste(String)

    /// A short readable form, for logs and test failures.
    public var description: String {
        switch self {
        case .key(let key): key.description
        case .mouse(let event): "mouse \(event)"
        case .paste(let text): "paste of \(text.count) characters"
        }
    }
}
