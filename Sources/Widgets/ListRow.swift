import TerminalCore

/// One row of a `ListView`: an optional leading symbol, the primary text, and secondary text
/// shown dimmed at the right edge only when the width allows.
public struct ListRow: Hashable, Sendable {
    public var symbol: String?
    public var primary: String
    public var secondary: String?
    /// Laid over the primary text, e.g. a colour for the symbol's meaning.
    public var style: Style

    public init(_ primary: String, secondary: String? = nil, symbol: String? = nil, style: Style = .plain) {
        self.symbol = symbol
        self.primary = primary
        self.secondary = secondary
        self.style = style
    }

    /// Columns of primary text the secondary text always leaves free.
    static let minimumPrimaryWidth = 12

    /// Draws the row into a one-row rect; returns the column just after the primary text.
    @discardableResult
    func render(into buffer: inout Buffer, area: Rect) -> Int {
        var content = area.inset(left: 1, right: 1)
        if let symbol, !symbol.isEmpty {
            let next = buffer.write(
                TextLayout.truncate(symbol, toWidth: 2), x: content.x, y: area.y, style: style, clip: content)
            content = content.inset(left: max(2, next - content.x) + 1)
        }
        let primaryText = TextSanitizer.sanitize(primary)
        let primaryWidth = DisplayWidth.of(primaryText)
        var primaryRoom = content.width
        if let secondary, !secondary.isEmpty {
            let secondaryText = TextSanitizer.sanitize(secondary)
            let secondaryWidth = DisplayWidth.of(secondaryText)
            let room = content.width - min(primaryWidth, Self.minimumPrimaryWidth) - 2
            if secondaryWidth <= room {
                buffer.write(
                    secondaryText, x: content.maxX - secondaryWidth, y: area.y, style: Palette.secondary, clip: content)
                primaryRoom = content.width - secondaryWidth - 2
            }
        }
        return buffer.write(
            TextLayout.truncate(primaryText, toWidth: primaryRoom), x: content.x, y: area.y, style: style, clip: content
        )
    }
}
