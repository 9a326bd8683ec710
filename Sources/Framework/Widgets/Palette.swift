import TerminalCore

/// The styles widgets share, chosen so every screen stays readable without colour: colour
/// only ever adds to an attribute (bold, dim, reverse) that carries the meaning on its own.
enum Palette {
    static let bar = Style(attributes: [.reverse])
    static let barTitle = Style(attributes: [.reverse, .bold])
    static let selection = Style(attributes: [.reverse])
    static let secondary = Style(attributes: [.dim])
    static let key = Style(foreground: .cyan, attributes: [.bold])
    static let label = Style(foreground: .cyan)
    static let heading = Style(attributes: [.bold, .underline])
    static let border = Style(foreground: .brightBlack)
    static let borderTitle = Style(attributes: [.bold])
    static let hint = Style(attributes: [.dim])
    static let error = Style(foreground: .red, attributes: [.bold])
    static let accent = Style(foreground: .yellow)
    static let match = Style(foreground: .yellow, attributes: [.bold, .underline])
    static let scrollTrack = Style(attributes: [.dim])
    static let scrollThumb = Style(attributes: [])
}
