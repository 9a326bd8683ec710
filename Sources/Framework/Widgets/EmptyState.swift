import TerminalCore

/// A centered message for an area with nothing else to show ("No users match", "Type a city"),
/// with an optional dimmed hint line below. Long text wraps.
public struct EmptyState: Widget {
    /// What there is to say, e.g. "No users match".
    public var message: String
    /// A dim line below, e.g. what to do next.
    public var hint: String?

    /// A message with an optional hint.
    public init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// Draws the message and the hint, wrapped, centered in `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let width = max(1, area.width - 2)
        var lines = TextLayout.wrap(message, width: width).map { ($0, Style.plain) }
        if let hint, !hint.isEmpty {
            lines += TextLayout.wrap(hint, width: width).map { ($0, buffer.theme[.secondary]) }
        }
        CenteredLines(lines: lines).render(into: &buffer, area: area)
    }
}
