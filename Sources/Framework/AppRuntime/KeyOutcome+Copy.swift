extension KeyOutcome {
    /// Copies `value` to the clipboard, confirming it as "Copied the email to the clipboard: …".
    public static func copy(_ value: String, named name: String) -> KeyOutcome {
        .copy(text: value, confirmation: "Copied the \(name) to the clipboard: \(value)")
    }
}
