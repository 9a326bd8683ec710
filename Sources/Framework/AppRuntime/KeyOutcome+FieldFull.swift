import Widgets

extension KeyOutcome {
    /// What a screen answers when typed or pasted text did not all fit in its field: the status
    /// bar says how much a field holds (`TextFieldState.maximumLength`).
    public static let fieldFull = KeyOutcome.note(
        "A field holds \(TextFieldState.maximumLength) characters; the rest was left out")
}
