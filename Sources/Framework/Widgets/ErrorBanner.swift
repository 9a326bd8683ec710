import TerminalCore

/// An error message with a retry hint ("r to retry"): a bold "✗" and the wrapped message, then
/// the hint dimmed. Drawn from the top of its area; `height(forWidth:)` says how many rows it
/// takes, so a screen can put it above cached content.
public struct ErrorBanner: Widget {
    /// What went wrong, worded for the reader.
    public var message: String
    /// The dim line below the message; none when `nil` or empty.
    public var retryHint: String?

    /// A banner for `message`, with "r to retry" unless told otherwise.
    public init(message: String, retryHint: String? = "r to retry") {
        self.message = message
        self.retryHint = retryHint
    }

    private func lines(width: Int) -> [(text: String, role: Theme.Role)] {
        let textWidth = max(1, width - 4)
        var lines = TextLayout.wrap(message, width: textWidth).enumerated().map { index, line in
            ((index == 0 ? "✗ " : "  ") + line, Theme.Role.error)
        }
        if let retryHint, !retryHint.isEmpty {
            lines += TextLayout.wrap(retryHint, width: textWidth).map { ("  " + $0, Theme.Role.secondary) }
        }
        return lines
    }

    /// Rows the banner takes at `width`.
    public func height(forWidth width: Int) -> Int {
        lines(width: width).count
    }

    /// Draws the banner's rows from the top of `area`, as many as fit.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        for (index, line) in lines(width: area.width).prefix(area.height).enumerated() {
            let row = Rect(x: area.x, y: area.y + index, width: area.width, height: 1)
            buffer.fill(row)
            buffer.write(line.text, x: area.x + 1, y: row.y, style: buffer.theme[line.role], clip: row)
        }
    }
}
