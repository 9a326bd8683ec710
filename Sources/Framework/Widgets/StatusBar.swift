import TerminalCore

/// The bottom bar generated from key-binding tables: the screen's keys from the left ("↑/k up
/// Enter open"), the ones that work everywhere at the right edge ("? help  Tab section  q quit").
///
/// Uses the first row of its area. Bindings that do not fit are dropped whole, never split;
/// those with `showsInStatusBar == false` only appear in the help overlay. The `pinned` bindings
/// keep their room first and their place at the right edge, so a screen whose keys change (a sheet
/// opening over a list) rewrites only the left part; narrowed, they go from the first, and the last
/// ("q quit") is the last binding dropped. A `message` (a short confirmation such as "Copied …")
/// takes the screen's part of the bar while it is set; the pinned bindings stay.
public struct StatusBar: Widget {
    /// The screen's bindings, from the left.
    public var bindings: [KeyBinding]
    /// The bindings that work everywhere, at the right edge.
    public var pinned: [KeyBinding]
    /// A short confirmation shown instead of the screen's bindings while set.
    public var message: String?

    /// A bar of the screen's `bindings` and the `pinned` ones, or `message`.
    public init(bindings: [KeyBinding], pinned: [KeyBinding] = [], message: String? = nil) {
        self.bindings = bindings
        self.pinned = pinned
        self.message = message
    }

    /// The bindings that fit in `width` columns: the screen's in table order, then the pinned ones.
    public func visibleBindings(width: Int) -> [KeyBinding] {
        let pinnedShown = Self.fitting(pinned.reversed(), in: width).reversed()
        let pinnedWidth = pinnedShown.reduce(0) { $0 + 2 + Self.width(of: $1) }
        return Self.fitting(bindings, in: width - pinnedWidth) + pinnedShown
    }

    /// The bindings of `table` shown in the status bar that fit in `width` columns, in order.
    private static func fitting(_ table: some Sequence<KeyBinding>, in columns: Int) -> [KeyBinding] {
        var used = 1
        var shown: [KeyBinding] = []
        for binding in table where binding.showsInStatusBar {
            let needed = (shown.isEmpty ? 0 : 2) + width(of: binding)
            if used + needed <= columns {
                shown.append(binding)
                used += needed
            }
        }
        return shown
    }

    /// Draws the bar in the first row of `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return }
        buffer.fill(row, style: .plain)
        let shown = visibleBindings(width: row.width)
        let pinnedShown = shown.filter { pinned.contains($0) }
        let pinnedWidth = pinnedShown.enumerated().reduce(0) {
            $0 + ($1.offset > 0 ? 2 : 0) + Self.width(of: $1.element)
        }
        if let message {
            // The room left of the pinned keys, two columns apart from them.
            let room = row.width - 2 - (pinnedShown.isEmpty ? 0 : pinnedWidth + 2)
            let text = TextLayout.truncate(message, toWidth: max(0, room))
            buffer.write(text, x: row.x + 1, y: row.y, style: .bold, clip: row)
        } else {
            draw(shown.filter { !pinned.contains($0) }, from: row.x + 1, into: &buffer, row: row)
        }
        draw(pinnedShown, from: row.maxX - 1 - pinnedWidth, into: &buffer, row: row)
    }

    /// Writes `bindings` ("key label", two spaces apart) from column `x`.
    private func draw(_ bindings: [KeyBinding], from x: Int, into buffer: inout Buffer, row: Rect) {
        var column = x
        for (index, binding) in bindings.enumerated() {
            if index > 0 { column += 2 }
            column = buffer.write(
                TextSanitizer.sanitize(binding.statusKeyText), x: column, y: row.y, style: buffer.theme[.key], clip: row
            )
            column = buffer.write(" " + binding.label, x: column, y: row.y, style: .plain, clip: row)
        }
    }

    private static func width(of binding: KeyBinding) -> Int {
        DisplayWidth.of(TextSanitizer.sanitize(binding.statusKeyText)) + 1
            + DisplayWidth.of(TextSanitizer.sanitize(binding.label))
    }
}
