import TerminalCore

/// A centered box listing every key binding of the current screen, then the global ones:
/// key text in one aligned column, help text beside it. Clips when there are more bindings than
/// rows, starting at `scrollOffset` and saying how many lines are hidden below.
public struct HelpOverlay: Widget {
    public var title: String
    public var bindings: [KeyBinding]
    public var globalBindings: [KeyBinding]
    /// Rows after the keys (the app's log path and notices), after a blank line.
    public var notes: [DetailRow]
    public var scrollOffset: Int

    public init(
        title: String = "Keys", bindings: [KeyBinding], globalBindings: [KeyBinding] = [], notes: [DetailRow] = [],
        scrollOffset: Int = 0
    ) {
        self.title = title
        self.bindings = bindings
        self.globalBindings = globalBindings
        self.notes = notes
        self.scrollOffset = scrollOffset
    }

    /// The overlay's lines: section headings, then a (key text, help) row per binding.
    var rows: [DetailRow] {
        var rows = bindings.map { DetailRow.field($0.keyText, $0.help) }
        if !globalBindings.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading("Everywhere"))
            rows += globalBindings.map { DetailRow.field($0.keyText, $0.help) }
        }
        if !notes.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows += notes
        }
        return rows
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let sheet = Sheet(title: title, rows: rows, closeHint: "Esc close", maximumWidth: 64)
        let box = sheet.frame(in: area)
        guard !box.isEmpty else { return }
        Box(title: title, footer: "Esc close").render(into: &buffer, area: box)
        let body = Box.interior(of: box).inset(left: 1, right: 1)
        let pane = DetailPane(rows: rows)
        let total = pane.height(forWidth: body.width)
        let offset = min(max(0, scrollOffset), max(0, total - body.height))
        var scratch = Buffer(size: Size(width: body.width, height: total))
        pane.render(into: &scratch, area: scratch.area)
        for row in 0..<min(body.height, total - offset) {
            for column in 0..<body.width {
                buffer[body.x + column, body.y + row] = scratch[column, offset + row]
            }
        }
        let hidden = total - offset - body.height
        if hidden > 0 {
            let note = " ↓ \(hidden) more "
            buffer.write(note, x: box.x + 2, y: box.maxY - 1, style: Palette.hint, clip: box.inset(left: 1, right: 1))
        }
    }
}
