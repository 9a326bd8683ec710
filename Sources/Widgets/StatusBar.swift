import TerminalCore

/// The bottom bar generated from a screen's key-binding table: "↑/k up  Enter open  q quit".
///
/// Uses the first row of its area. Bindings that do not fit are dropped whole, never split;
/// those with `showsInStatusBar == false` only appear in the help overlay. `pinned` bindings
/// ("q quit") come last and their room is kept first, so they are the last to be dropped.
/// A `message` (a short confirmation such as "Copied …") takes the bar's place while it is set.
public struct StatusBar: Widget {
    public var bindings: [KeyBinding]
    public var pinned: [KeyBinding]
    public var message: String?

    public init(bindings: [KeyBinding], pinned: [KeyBinding] = [], message: String? = nil) {
        self.bindings = bindings
        self.pinned = pinned
        self.message = message
    }

    /// The bindings that fit in `width` columns, in table order, then the pinned ones.
    public func visibleBindings(width: Int) -> [KeyBinding] {
        let pinnedShown = Self.fitting(pinned, in: width)
        let pinnedWidth = pinnedShown.reduce(0) { $0 + 2 + Self.width(of: $1) }
        return Self.fitting(bindings, in: width - pinnedWidth) + pinnedShown
    }

    /// The bindings of `table` shown in the status bar that fit in `width` columns, in order.
    private static func fitting(_ table: [KeyBinding], in columns: Int) -> [KeyBinding] {
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

    public func render(into buffer: inout Buffer, area: Rect) {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return }
        buffer.fill(row, style: .plain)
        if let message {
            let text = TextLayout.truncate(message, toWidth: max(0, row.width - 2))
            buffer.write(text, x: row.x + 1, y: row.y, style: .bold, clip: row)
            return
        }
        var column = row.x + 1
        for (index, binding) in visibleBindings(width: row.width).enumerated() {
            if index > 0 { column += 2 }
            column = buffer.write(
                TextSanitizer.sanitize(binding.statusKeyText), x: column, y: row.y, style: Palette.key, clip: row)
            column = buffer.write(" " + binding.label, x: column, y: row.y, style: .plain, clip: row)
        }
    }

    private static func width(of binding: KeyBinding) -> Int {
        DisplayWidth.of(TextSanitizer.sanitize(binding.statusKeyText)) + 1
            + DisplayWidth.of(TextSanitizer.sanitize(binding.label))
    }
}
