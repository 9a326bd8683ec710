import TerminalCore

/// A loading indicator: a braille spinner glyph chosen by frame number, then a message, centered
/// in its area; the message alone when it does not animate (`--no-animation`). The caller advances
/// `frame` on its own timer; the widget holds no clock.
public struct Spinner: Widget {
    /// The glyphs, one per frame.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Which glyph shows: the caller counts frames up.
    public var frame: Int
    /// The text beside the glyph.
    public var message: String
    /// False: no glyph, the message alone (a static text for people who turn animation off).
    public var animates: Bool

    /// A spinner at `frame`, saying `message`; with `animates` false, the message alone.
    public init(frame: Int, message: String = "Loading…", animates: Bool = true) {
        self.frame = frame
        self.message = message
        self.animates = animates
    }

    /// The glyph for the current frame (any integer, negative ones included).
    public var glyph: Character {
        let count = Self.frames.count
        return Self.frames[((frame % count) + count) % count]
    }

    /// Draws the glyph and the message (the message alone when it does not animate) centered in `area`.
    public func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let text = TextLayout.truncate(message, toWidth: max(0, area.width - 4))
        let width = DisplayWidth.of(text) + (animates ? 2 : 0)
        var x = area.x + max(0, (area.width - width) / 2)
        let y = area.y + (area.height - 1) / 2
        if animates {
            x = buffer.write(String(glyph), x: x, y: y, style: buffer.theme[.accent], clip: area)
        }
        buffer.write((animates ? " " : "") + text, x: x, y: y, style: .plain, clip: area)
    }
}
