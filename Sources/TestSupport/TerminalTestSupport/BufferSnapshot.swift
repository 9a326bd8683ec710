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

    /// `text(of:)` and then every cell's colours too: a legend of the styles the frame uses in
    /// order of first use, each named by a letter (`a fg=#ffffff bg=default bold reverse`: the
    /// colours as drawn, before `reverse` swaps them), then one letter per display column.
    public static func textWithColors(of buffer: Buffer) -> String {
        var letters: [Style: Character] = [:]
        var legend: [String] = []
        var grid = ""
        for row in 0..<buffer.size.height {
            grid += "│"
            for column in 0..<buffer.size.width {
                let style = buffer[column, row].style
                if letters[style] == nil {
                    let letter = legendLetters.count > letters.count ? legendLetters[letters.count] : "?"
                    letters[style] = letter
                    legend.append("\(letter) \(describe(style))")
                }
                grid.append(letters[style] ?? "?")
            }
            grid += "│\n"
        }
        return text(of: buffer) + "colors (theme \(buffer.theme.name))\n" + legend.joined(separator: "\n") + "\n" + grid
    }

    private static let legendLetters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// "fg=#ffffff bg=default bold reverse".
    private static func describe(_ style: Style) -> String {
        let names: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        let attributes = names.filter { style.attributes.contains($0.0) }.map(\.1)
        return (["fg=\(describe(style.foreground))", "bg=\(describe(style.background))"] + attributes)
            .joined(separator: " ")
    }

    /// "default", "red", "208" (a palette index) or "#rrggbb".
    private static func describe(_ color: Color) -> String {
        switch color {
        case .default: return "default"
        case .indexed(let index): return "\(index)"
        case .rgb(let red, let green, let blue):
            let hex = [red, green, blue].map { value in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex.joined()
        default: return "\(color)"
        }
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
