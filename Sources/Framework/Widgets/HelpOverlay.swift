import TerminalCore

/// A centered box listing every key binding of the current screen, then the global bindings and
/// the mouse actions: key text in one aligned column, help text beside it. Clips when there are
/// more lines than rows, starting at `scrollOffset` and saying how many lines are hidden below.
public struct HelpOverlay: Widget {
    /// The text in the box's top edge.
    public var title: String
    /// The current screen's bindings, listed first.
    public var bindings: [KeyBinding]
    /// The bindings that work everywhere, listed under "Everywhere".
    public var globalBindings: [KeyBinding]
    /// Mouse actions, listed under "Mouse" after the keys (none when the mouse is off).
    public var mouseBindings: [MouseBinding]
    /// Rows after the keys (the app's log path and notices), after a blank line.
    public var notes: [DetailRow]
    /// The first line shown.
    public var scrollOffset: Int
    /// The hint in the box's bottom edge: how to close it, as its key table says ("Esc/? close").
    public var closeHint: String

    /// Where the overlay was drawn: its box, for clicks, and the largest scroll offset that still
    /// fills it, for the wheel and ↓ (a sheet's).
    public typealias Layout = Sheet.Layout

    /// An overlay listing `bindings`, then the global bindings, the mouse actions and the notes.
    public init(
        title: String = "Keys", bindings: [KeyBinding], globalBindings: [KeyBinding] = [],
        mouseBindings: [MouseBinding] = [], notes: [DetailRow] = [], scrollOffset: Int = 0,
        closeHint: String = "Esc close"
    ) {
        self.title = title
        self.bindings = bindings
        self.globalBindings = globalBindings
        self.mouseBindings = mouseBindings
        self.notes = notes
        self.scrollOffset = scrollOffset
        self.closeHint = closeHint
    }

    /// The overlay's lines: section headings, then a (key text, help) row per binding.
    var rows: [DetailRow] {
        var rows = bindings.map { DetailRow.field($0.keyText, $0.help) }
        func group(_ heading: String, _ fields: [DetailRow]) {
            guard !fields.isEmpty else { return }
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(heading))
            rows += fields
        }
        group("Everywhere", globalBindings.map { DetailRow.field($0.keyText, $0.help) })
        group("Mouse", mouseBindings.map { DetailRow.field($0.gesture.description, $0.help) })
        if !notes.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows += notes
        }
        return rows
    }

    /// Draws the box centered in `area`, over what the buffer holds.
    public func render(into buffer: inout Buffer, area: Rect) {
        draw(into: &buffer, area: area)
    }

    /// Renders the overlay and returns where it went.
    @discardableResult
    public func draw(into buffer: inout Buffer, area: Rect) -> Layout {
        Sheet(title: title, rows: rows, closeHint: closeHint, maximumWidth: 64, scrollOffset: scrollOffset)
            .draw(into: &buffer, area: area)
    }
}
