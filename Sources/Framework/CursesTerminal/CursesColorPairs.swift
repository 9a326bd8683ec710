import CNCursesW
import TerminalCore

/// Colour pairs allocated on demand: each foreground/background combination gets an ncurses pair
/// the first time a cell uses it, degraded to what the terminal supports. Pairs are made with
/// `init_extended_pair`, whose colour numbers are ints: on a direct-colour terminal (terminfo
/// `RGB`, COLORS 2^24) a colour's number is its 0xRRGGBB value (decision 2222).
///
/// With `ColorSupport.none` (NO_COLOR, monochrome) every style maps to pair 0, so no colour escape
/// is ever sent. Main thread only.
final class CursesColorPairs {
    private struct Combination: Hashable {
        var foreground: Int32
        var background: Int32
    }

    let support: ColorSupport
    private var pairs: [Combination: Int16] = [:]
    private let maximumPairs: Int

    init(support: ColorSupport, maximumPairs: Int) {
        self.support = support
        self.maximumPairs = maximumPairs
    }

    /// The pair for `style`'s colours; 0 (the terminal default) when colours are off or pairs run out.
    func pair(for style: Style) -> Int16 {
        guard support != .none else { return 0 }
        let combination = Combination(
            foreground: Self.degrade(style.foreground, to: support),
            background: Self.degrade(style.background, to: support))
        if combination.foreground == -1, combination.background == -1 { return 0 }
        if let pair = pairs[combination] { return pair }
        let next = pairs.count + 1
        guard next < maximumPairs, next <= Int(Int16.max) else { return 0 }
        let pair = Int16(next)
        guard init_extended_pair(Int32(pair), combination.foreground, combination.background) != ERR else { return 0 }
        pairs[combination] = pair
        return pair
    }

    /// Forgets every pair, e.g. after the terminal was reinitialised.
    func reset() { pairs.removeAll() }

    /// The ncurses colour number for `color` on a terminal with `support`: -1 is the default colour;
    /// on a direct-colour terminal the eight basic colours keep their numbers (terminfo's `setaf`
    /// sends them as palette colours) and every other colour is its RGB value (xterm's for a
    /// palette index); elsewhere the nearest palette entry the terminal has.
    static func degrade(_ color: Color, to support: ColorSupport) -> Int32 {
        if support == .direct {
            if let index = color.paletteIndex, index < 8 { return Int32(index) }
            guard let (red, green, blue) = color.components else { return -1 }
            let value = Int32(red << 16 | green << 8 | blue)
            // 1…7 would be read as palette colours: the nearest blue that is not one of them.
            return value < 8 ? (value == 0 ? 0 : 8) : value
        }
        return color.nearestIndex(among: support.rawValue).map(Int32.init) ?? -1
    }
}
