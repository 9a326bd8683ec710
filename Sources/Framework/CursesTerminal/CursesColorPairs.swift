import CNCursesW
import TerminalCore

/// Colour pairs allocated on demand: each foreground/background combination gets an ncurses pair
/// the first time a cell uses it, degraded to what the terminal supports.
///
/// With `ColorSupport.none` (NO_COLOR, monochrome) every style maps to pair 0, so no colour escape
/// is ever sent. Main thread only.
final class CursesColorPairs {
    private struct Combination: Hashable {
        var foreground: Int16
        var background: Int16
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
        guard init_pair(pair, combination.foreground, combination.background) != ERR else { return 0 }
        pairs[combination] = pair
        return pair
    }

    /// Forgets every pair, e.g. after the terminal was reinitialised.
    func reset() { pairs.removeAll() }

    /// The ncurses colour number for `color` on a terminal with `support`: -1 is the default colour.
    static func degrade(_ color: Color, to support: ColorSupport) -> Int16 {
        guard let index = color.paletteIndex else { return -1 }
        if index < support.rawValue { return Int16(index) }
        if index < 16 { return Int16(index - 8) }
        return Int16(nearestBasic(paletteIndex: index))
    }

    /// The closest of the eight basic colours to an xterm 256-palette entry (cube or grey ramp).
    static func nearestBasic(paletteIndex index: Int) -> Int {
        let (red, green, blue): (Int, Int, Int)
        if index >= 232 {
            let level = (index - 232) * 10 + 8
            (red, green, blue) = (level, level, level)
        } else {
            let cube = index - 16
            let steps = [0, 95, 135, 175, 215, 255]
            (red, green, blue) = (steps[cube / 36], steps[(cube / 6) % 6], steps[cube % 6])
        }
        let threshold = 128
        return (red >= threshold ? 1 : 0) | (green >= threshold ? 2 : 0) | (blue >= threshold ? 4 : 0)
    }
}
