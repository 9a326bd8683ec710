import TerminalCore

/// One row of a `ListView`: an optional leading symbol, the primary text, and secondary text
/// at the right edge, in the theme's `column` role (data, at normal weight) or in the roles of its
/// `parts` (a temperature's place on the cold-to-hot scale). Whether there is room for the secondary text depends on the
/// width alone, so it shows on every row (truncated with "…" where long) or on none. Where the
/// primary or the secondary text holds `highlight` (folded as a filter folds it, `TextFolding`),
/// it is highlighted: a filter matches what a row shows, and shows where.
public struct ListRow: Hashable, Sendable {
    /// Drawn before the primary text, e.g. a status mark.
    public var symbol: String?
    /// The row's main text.
    public var primary: String
    /// Text at the right edge, where there is room for it.
    public var secondary: String?
    /// The secondary text in pieces, each in its own role; their texts make `secondary`.
    public var parts: [Part] = []
    /// The role the symbol and the primary text are drawn in.
    public var role: Theme.Role = .text
    /// Laid over the primary text, e.g. a colour for the symbol's meaning.
    public var style: Style
    /// What a filter matched: each place the primary or secondary text holds it is drawn
    /// highlighted ("" none).
    public var highlight = ""

    /// A row of `primary` text, with optional secondary text and symbol.
    public init(_ primary: String, secondary: String? = nil, symbol: String? = nil, style: Style = .plain) {
        self.symbol = symbol
        self.primary = primary
        self.secondary = secondary
        self.style = style
    }

    /// A row whose secondary text is `parts`, each drawn in its role.
    public init(_ primary: String, parts: [Part], symbol: String? = nil) {
        self.init(primary, secondary: parts.map(\.text).joined(), symbol: symbol)
        self.parts = parts
    }

    /// A piece of a row's secondary text and the role it is drawn in.
    public struct Part: Hashable, Sendable {
        /// The text.
        public var text: String
        /// Its role in the theme.
        public var role: Theme.Role

        /// `text` in `role`.
        public init(_ text: String, role: Theme.Role = .column) {
            self.text = text
            self.role = role
        }
    }

    /// A row whose data has not arrived yet (its page is loading): "…" as a secondary label.
    public static let placeholder: ListRow = {
        var row = ListRow("…")
        row.role = .secondary
        return row
    }()

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

    /// Draws the row into a one-row rect.
    func render(into buffer: inout Buffer, area: Rect) {
        var content = area.inset(left: 1, right: 1)
        let style = buffer.theme[role].patched(with: style)
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
            let fullSecondary = SafeText(secondary)
            let secondaryText = TextLayout.truncate(fullSecondary, toWidth: room)
            let secondaryWidth = DisplayWidth.of(secondaryText)
            let x = content.maxX - secondaryWidth
            let end = buffer.write(secondaryText, x: x, y: area.y, style: buffer.theme[.column], clip: content)
            var partX = x
            for part in parts where partX < end {
                let width = DisplayWidth.of(part.text)
                buffer.patchStyle(
                    buffer.theme[part.role], in: Rect(x: partX, y: area.y, width: min(width, end - partX), height: 1))
                partX += width
            }
            highlightMatches(
                in: fullSecondary.string, shown: secondaryText.string, into: &buffer,
                at: Rect(x: x, y: area.y, width: end - x, height: 1))
            primaryRoom = content.width - secondaryWidth - 2
        }
        let shown = TextLayout.truncate(primaryText, toWidth: primaryRoom)
        let end = buffer.write(shown, x: content.x, y: area.y, style: style, clip: content)
        highlightMatches(
            in: primaryText.string, shown: shown.string, into: &buffer,
            at: Rect(x: content.x, y: area.y, width: end - content.x, height: 1))
    }

    /// Highlights the characters of `text` that hold `highlight`, where `shown` (the text as drawn
    /// in `area`, cut with "…" where long) still shows them.
    private func highlightMatches(in text: String, shown: String, into buffer: inout Buffer, at area: Rect) {
        guard !highlight.isEmpty else { return }
        let ranges = TextFolding.ranges(of: highlight, in: text)
        guard !ranges.isEmpty else { return }
        var (x, index) = (area.x, text.startIndex)
        for character in shown {
            guard index < text.endIndex, text[index] == character else { return }
            let width = DisplayWidth.of(character: character)
            if ranges.contains(where: { $0.contains(index) }) {
                buffer.patchStyle(
                    buffer.theme[.match], in: Rect(x: x, y: area.y, width: width, height: 1).intersection(area))
            }
            x += width
            index = text.index(after: index)
        }
    }
}
