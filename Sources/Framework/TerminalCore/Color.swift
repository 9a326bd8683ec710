#if canImport(Glibc)
    import Glibc
#endif

/// A terminal colour. The terminal backend degrades it to what the terminal can show
/// (24-bit → the 256-colour palette → 16 → 8 colours → none under `NO_COLOR` or on monochrome
/// terminals), each step to the nearest colour the terminal has (`nearest(in:)`).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// The eight basic ANSI colours.
    case black, red, green, yellow, blue, magenta, cyan, white
    /// Their bright variants (palette indices 8–15).
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An xterm 256-colour palette index.
    case indexed(UInt8)
    /// A 24-bit colour (`#rrggbb`), shown as it is where the terminal has direct colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The xterm palette index of this colour, or `nil` for `.default` and an `.rgb` colour.
    public var paletteIndex: Int? {
        switch self {
        case .default, .rgb: nil
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

    /// The red, green and blue this colour shows: an `.rgb` colour's own, a palette colour's from
    /// xterm's default palette (what `xterm` shows without resources); `nil` for `.default`, which
    /// only the terminal knows.
    public var components: (red: Int, green: Int, blue: Int)? {
        if case .rgb(let red, let green, let blue) = self { return (Int(red), Int(green), Int(blue)) }
        return paletteIndex.map(Self.xtermComponents(ofIndex:))
    }

    /// xterm's default red, green and blue for palette entry `index` (0–255): its 16 system
    /// colours, the 6×6×6 cube (levels 0, 95, 135, 175, 215, 255) and the 24 greys from 8 in tens.
    public static func xtermComponents(ofIndex index: Int) -> (red: Int, green: Int, blue: Int) {
        switch index {
        case 0..<16:
            return systemComponents[index]
        case 16..<232:
            let cube = index - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
            return (level(cube / 36), level((cube / 6) % 6), level(cube % 6))
        default:
            let grey = 8 + (index - 232) * 10
            return (grey, grey, grey)
        }
    }

    /// xterm's 16 system colours (its `XTerm*color0`–`color15` defaults).
    private static let systemComponents: [(red: Int, green: Int, blue: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The palette index nearest to this colour among the first `count` entries of xterm's
    /// palette (8, 16 or 256): itself when it is one of them, else the entry at the smallest
    /// distance in red-mean weighted RGB (closer to what eyes see than plain RGB distance).
    /// `nil` for `.default`.
    public func nearestIndex(among count: Int) -> Int? {
        if let index = paletteIndex, index < count { return index }
        guard let (red, green, blue) = components else { return nil }
        var best = 0
        var bestDistance = Int.max
        for candidate in 0..<count {
            let other = Self.xtermComponents(ofIndex: candidate)
            let meanRed = (red + other.red) / 2
            let (dr, dg, db) = (red - other.red, green - other.green, blue - other.blue)
            let distance = (512 + meanRed) * dr * dr / 256 + 4 * dg * dg + (767 - meanRed) * db * db / 256
            if distance < bestDistance { (best, bestDistance) = (candidate, distance) }
        }
        return best
    }

    /// WCAG 2's relative luminance of this colour (0 black … 1 white); `nil` for `.default`.
    public var relativeLuminance: Double? {
        guard let (red, green, blue) = components else { return nil }
        func linear(_ value: Int) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two colours (1 … 21); `nil` when either is `.default`.
    public static func contrastRatio(_ first: Color, _ second: Color) -> Double? {
        guard let one = first.relativeLuminance, let two = second.relativeLuminance else { return nil }
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }
}
