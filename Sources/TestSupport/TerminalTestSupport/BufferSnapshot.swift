import TerminalCore

/// The text form of a `Buffer` that snapshot files store: its lines framed so trailing spaces
/// show, then one style code per cell so highlights are checked too, and last — when the frame
/// shows the terminal's cursor — the cursor's cell (`cursor x,y`).
///
/// Style codes (one per display column; both halves of a wide grapheme get the same code):
/// `R` reverse, `B` bold, `D` dim, `U` underline, `I` italic (first that applies, in that
/// order), lowercase when the cell also has a colour, `*` colour only, `.` plain.
public enum BufferSnapshot {
    /// The whole snapshot text for `buffer`, ending in a newline.
    public static func text(of buffer: Buffer) -> String {
        var out = "size \(buffer.size)\n"
        out += "text\n"
        for row in 0..<buffer.size.height {
            out += "│" + buffer.line(row) + "│\n"
        }
        out += "styles (R reverse, B bold, D dim, U underline, I italic, lowercase/* coloured, . plain)\n"
        for row in 0..<buffer.size.height {
            var codes = ""
            for column in 0..<buffer.size.width {
                codes.append(code(for: buffer[column, row].style))
            }
            out += "│" + codes + "│\n"
        }
        if let cursor = buffer.cursor { out += "cursor \(cursor)\n" }
        return out
    }

    /// The one-character code for a style.
    public static func code(for style: Style) -> Character {
        let coloured = style.foreground != .default || style.background != .default
        let letter = attributeLetter(style.attributes)
        switch (letter, coloured) {
        case (let letter?, false): return letter
        case (let letter?, true): return Character(letter.lowercased())
        case (nil, true): return "*"
        case (nil, false): return "."
        }
    }

    private static func attributeLetter(_ attributes: Style.Attributes) -> Character? {
        let order: [(Style.Attributes, Character)] = [
            (.reverse, "R"), (.bold, "B"), (.dim, "D"), (.underline, "U"), (.italic, "I"),
        ]
        return order.first { attributes.contains($0.0) }?.1
    }
}
