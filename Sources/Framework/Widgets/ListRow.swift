import TerminalCore

/// One row of a `ListView`: an optional leading symbol, the primary text, and secondary text
/// shown dimmed at the right edge. Whether there is room for the secondary text depends on the
/// width alone, so it shows on every row (truncated with "…" where long) or on none.
public struct ListRow: Hashable, Sendable {
    /// Drawn before the primary text, e.g. a status mark.
    public var symbol: String?
    /// The row's main text.
    public var primary: String
    /// Dim text at the right edge, where there is room for it.
    public var secondary: String?
    /// Laid over the primary text, e.g. a colour for the symbol's meaning.
    public var style: Style

    /// A row of `primary` text, with optional secondary text and symbol.
    public init(_ primary: String, secondary: String? = nil, symbol: String? = nil, style: Style = .plain) {
        self.symbol = symbol
        self.primary = primary
        self.secondary = secondary
        self.style = style
    }

    /// A row whose data has not arrived yet (its page is loading): a dim "…".
    public static let placeholder = ListRow("…", style: Palette.hint)

    /// Columns of primary text the secondary text always leaves free.
    static let minimumPrimaryWidth = 12
    /// Below this many columns of room the secondary text is left out on every row.
    static let minimumSecondaryWidth = 8

    /// The columns secondary text may take in a row's content width beside primary text of
    /// `primaryWidth`: what the primary text leaves, and at least half the row (always
    /// `minimumPrimaryWidth` left for the primary). 0 — on every row — when that half is under
    /// `minimumSecondaryWidth`.
    static func secondaryRoom(contentWidth: Int, primaryWidth: Int) -> Int {
        let guaranteed = min(contentWidth - minimumPrimaryWidth - 2, contentWidth / 2)
        guard guaranteed >= minimumSecondaryWidth else { return 0 }
        return max(guaranteed, contentWidth - primaryWidth - 2)
    }

    /// Draws the row into a one-row rect; returns the column just after the primary text.
    @discardableResult
    func render(into buffer: inout Buffer, area: Rect) -> Int {
        var content = area.inset(left: 1, right: 1)
        if let symbol, !symbol.isEmpty {
            let next = buffer.write(
                TextLayout.truncate(symbol, toWidth: 2), x: content.x, y: area.y, style: style, clip: content)
            content = content.inset(left: max(2, next - content.x) + 1)
        }
        // Each text is sanitized once, then measured, cut and drawn as it is.
        let primaryText = SafeText(primary)
        var primaryRoom = content.width
        let room = Self.secondaryRoom(contentWidth: content.width, primaryWidth: DisplayWidth.of(primaryText))
        if let secondary, !secondary.isEmpty, room > 0 {
            let secondaryText = TextLayout.truncate(SafeText(secondary), toWidth: room)
            let secondaryWidth = DisplayWidth.of(secondaryText)
            buffer.write(
                secondaryText, x: content.maxX - secondaryWidth, y: area.y, style: Palette.secondary, clip: content)
            primaryRoom = content.width - secondaryWidth - 2
        }
        return buffer.write(
            TextLayout.truncate(primaryText, toWidth: primaryRoom), x: content.x, y: area.y, style: style, clip: content
        )
    }
}
