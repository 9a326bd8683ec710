import TerminalCore

/// A one-line text field: an optional prompt, then the text scrolled horizontally so the cursor
/// stays visible, or a dimmed placeholder when empty. Uses the first row of its area.
///
/// Focused, the field is underlined, the whole text is drawn in reverse video while it is selected,
/// and the frame's `cursor` is put at the insertion point, where the terminal shows its own cursor
/// (so screen magnifiers and readers follow typing); unfocused, the text is plain and there is no
/// cursor.
public struct TextField: Widget {
    /// The text, the cursor and the selection.
    public var state: TextFieldState
    /// The text before the field, e.g. "/".
    public var prompt: String
    /// The dim text an empty field shows.
    public var placeholder: String
    /// Whether the field takes keys: underlined, with a cursor.
    public var isFocused: Bool

    /// A field showing `state`.
    public init(state: TextFieldState, prompt: String = "", placeholder: String = "", isFocused: Bool) {
        self.state = state
        self.prompt = prompt
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The rect the editable text occupies inside `area` (after the prompt).
    private func fieldRect(in area: Rect) -> Rect {
        let (row, _) = area.splitTop(1)
        let promptWidth = min(DisplayWidth.of(TextSanitizer.sanitize(prompt)), row.width / 2)
        return row.inset(left: promptWidth)
    }

    /// The first grapheme shown: the smallest scroll that keeps the cursor (and one column for it
    /// at the end of the text) inside `width` columns.
    func firstVisibleGrapheme(width: Int) -> Int {
        let characters = Array(state.text)
        var start = 0
        var used = characters[0..<state.cursor].reduce(0) { $0 + DisplayWidth.of(String($1)) }
        let cursorCell = state.cursor < characters.count ? DisplayWidth.of(String(characters[state.cursor])) : 1
        while start < state.cursor, used + cursorCell > width {
            used -= DisplayWidth.of(String(characters[start]))
            start += 1
        }
        return start
    }

    /// The screen cell of the insertion point when focused: where the terminal shows its cursor.
    public func cursorPosition(in area: Rect) -> Point? {
        let field = fieldRect(in: area)
        guard isFocused, !field.isEmpty else { return nil }
        let start = firstVisibleGrapheme(width: field.width)
        let before = state.text.dropFirst(start).prefix(state.cursor - start)
        return Point(x: min(field.x + DisplayWidth.of(before), field.maxX - 1), y: field.y)
    }

    /// Draws the prompt and the field in the first row of `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        let (row, _) = area.splitTop(1)
        guard !row.isEmpty else { return }
        buffer.fill(row)
        buffer.write(prompt, x: row.x, y: row.y, style: isFocused ? buffer.theme[.heading] : .plain, clip: row)
        let field = fieldRect(in: area)
        guard !field.isEmpty else { return }
        let fieldStyle = isFocused ? Style.underline : Style.plain
        buffer.fill(field, style: fieldStyle)
        if state.isEmpty {
            buffer.write(
                placeholder, x: field.x, y: field.y, style: fieldStyle.patched(with: buffer.theme[.secondary]),
                clip: field)
        } else {
            let start = firstVisibleGrapheme(width: field.width)
            let textStyle = isFocused && state.isAllSelected ? fieldStyle.adding(.reverse) : fieldStyle
            buffer.write(String(state.text.dropFirst(start)), x: field.x, y: field.y, style: textStyle, clip: field)
        }
        if let cursor = cursorPosition(in: area) { buffer.cursor = cursor }
    }
}
