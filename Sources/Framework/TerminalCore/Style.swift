/// How a cell looks: colours plus text attributes.
///
/// Styles are values; widgets combine them with `patched(with:)`, which keeps the receiver's
/// colours where the patch leaves them `.default`.
public struct Style: Hashable, Sendable {
    /// Text attributes that every terminal backend understands.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attribute bits.
        public let rawValue: UInt8
        /// The attributes whose bits `rawValue` sets.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bold (or bright) text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dim text.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Foreground and background swapped.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Italic text, where the terminal has it.
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    /// The text colour.
    public var foreground: Color
    /// The cell's background colour.
    public var background: Color
    /// Bold, dim, reverse, underline, italic.
    public var attributes: Attributes

    /// A style; by default the terminal's own colours and no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attributes.
    public static let plain = Style()
    /// Bold, in the terminal's own colours.
    public static let bold = Style(attributes: .bold)
    /// Dim, in the terminal's own colours.
    public static let dim = Style(attributes: .dim)
    /// Reversed, in the terminal's own colours.
    public static let reverse = Style(attributes: .reverse)
    /// Underlined, in the terminal's own colours.
    public static let underline = Style(attributes: .underline)

    /// This style with `other` laid over it: non-default colours of `other` win, attributes add up.
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground == .default ? foreground : other.foreground,
            background: other.background == .default ? background : other.background,
            attributes: attributes.union(other.attributes)
        )
    }

    /// This style with `extra` attributes added.
    public func adding(_ extra: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
