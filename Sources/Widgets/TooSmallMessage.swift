import TerminalCore

/// What a terminal below the minimum size shows instead of a broken layout:
/// "Terminal too small: need 40×10, have 20×6", wrapped and centered in whatever room there is.
public struct TooSmallMessage: Widget {
    public var required: Size
    public var actual: Size

    public init(required: Size, actual: Size) {
        self.required = required
        self.actual = actual
    }

    public var text: String { "Terminal too small: need \(required), have \(actual)" }

    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let lines = TextLayout.wrap(text, width: area.width).map { ($0, Style.bold) }
        CenteredLines(lines: lines).render(into: &buffer, area: area)
    }
}
