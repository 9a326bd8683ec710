/// A terminal colour. The terminal backend degrades it to what the terminal can show
/// (256 → 8 colours → none under `NO_COLOR` or on monochrome terminals).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// The eight basic ANSI colours.
    case black, red, green, yellow, blue, magenta, cyan, white
    /// Their bright variants (palette indices 8–15).
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An xterm 256-colour palette index.
    case indexed(UInt8)

    /// The xterm palette index of this colour, or `nil` for `.default`.
    public var paletteIndex: Int? {
        switch self {
        case .default: nil
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .indexed(let index): Int(index)
        }
    }
}
