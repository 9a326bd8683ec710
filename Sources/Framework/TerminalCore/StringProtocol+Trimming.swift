extension StringProtocol {
    /// The text without leading and trailing white space and line breaks: the Unicode scalars
    /// Foundation's `.whitespacesAndNewlines` holds (Unicode's White_Space property, and U+200B ZERO
    /// WIDTH SPACE, which Foundation's set keeps from Unicode 3), scalar by scalar as
    /// `trimmingCharacters(in:)` trims, which FoundationEssentials lacks.
    public func trimmingWhitespace() -> String {
        trimmingScalars { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    /// The text without leading and trailing spaces and tabs, line breaks kept: Foundation's
    /// `.whitespaces` (the space separators, general category Zs, U+0009 and U+200B).
    public func trimmingSpacesAndTabs() -> String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    private func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
            let last = scalars.lastIndex(where: { !trimmed($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
