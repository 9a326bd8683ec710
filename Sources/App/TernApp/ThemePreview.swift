import TerminalCore

/// One line showing a theme: its name, then a sample of its roles — the title bar, the selection,
/// a secondary label, an error, a warning, the temperature scale and the rain scale. In the
/// theme's colours (SGR sequences at `support`'s depth) or, with `ColorSupport.none`, as plain text.
struct ThemePreview {
    /// The theme shown.
    var theme: Theme
    /// Where it says where the theme comes from ("built in", a file's path).
    var origin: String

    /// The sample, each piece with the role it shows.
    static let sample: [(text: String, role: Theme.Role)] = [
        (" title ", .title), (" ", .text), (" selection ", .selection), (" ", .text), ("label", .secondary),
        (" ", .text), ("error", .error), (" ", .text), ("warning", .warning), ("  ", .text),
        ("-5°", .temperatureFreezing), (" ", .text), ("5°", .temperatureCold), (" ", .text),
        ("15°", .temperatureMild), (" ", .text), ("24°", .temperatureWarm), (" ", .text), ("31°", .temperatureHot),
        ("  ", .text), ("10%", .rainLow), (" ", .text), ("45%", .rainMedium), (" ", .text), ("80%", .rainHigh),
    ]

    /// The line, without a line break; the name padded to `nameWidth`.
    func line(support: ColorSupport, nameWidth: Int) -> String {
        var out = theme.name + String(repeating: " ", count: max(1, nameWidth - theme.name.count + 2))
        for piece in Self.sample {
            let style = theme.base.patched(with: theme[piece.role])
            let sequence = Self.selectGraphicRendition(for: style, support: support)
            out += sequence.isEmpty ? piece.text : sequence + piece.text + "\u{1b}[0m"
        }
        return out + "  (" + origin + ")"
    }

    /// The SGR sequence that shows `style` at `support`'s colour depth; "" for none at all.
    static func selectGraphicRendition(for style: Style, support: ColorSupport) -> String {
        guard support != .none else { return "" }
        var codes: [String] = []
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        codes += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        for (color, base) in [(style.foreground, 30), (style.background, 40)] {
            if support == .direct, case .rgb(let red, let green, let blue) = color {
                codes.append("\(base + 8);2;\(red);\(green);\(blue)")
            } else if let index = color.nearestIndex(among: min(support.rawValue, 256)) {
                codes.append(
                    index < 8 ? "\(base + index)" : index < 16 ? "\(base + 60 + index - 8)" : "\(base + 8);5;\(index)")
            }
        }
        return codes.isEmpty ? "" : "\u{1b}[" + codes.joined(separator: ";") + "m"
    }
}
