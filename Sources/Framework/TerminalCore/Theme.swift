/// How a frame looks: the style of each role something on screen plays (title, selection,
/// secondary text, error, a temperature on the cold-to-hot scale, …), by name.
///
/// A frame carries its theme (`Buffer.theme`), so widgets draw roles, not colours, and the theme
/// reaches every widget without a global (decision 2220). A role's look is what the person sees:
/// its `fg` and `bg` as shown, with `reverse` among its attributes where the meaning must survive
/// without colour (the selection); `style(for:)` is what a widget draws with. `.default` colours
/// are the theme's text colours, and those of `text` are the terminal's own unless it sets them.
public struct Theme: Hashable, Sendable {
    /// What a piece of the screen is, for its look: one word per role (docs/ARCHITECTURE.md).
    public enum Role: Int, CaseIterable, Hashable, Sendable {
        /// Everything without a role of its own; its colours are the screen's.
        case text
        /// The title bar.
        case title
        /// The current section's name in the title bar.
        case current
        /// The status bar.
        case status
        /// A key's name in the status bar and the help.
        case key
        /// The selected row, across its whole pane.
        case selection
        /// Secondary labels: hints, placeholders, column headings; never data a person came for.
        case secondary
        /// A list row's second column (an email, a day's temperatures): data, read at normal weight.
        case column
        /// A field's label in a detail or a sheet.
        case label
        /// A heading in a detail, a focused field's prompt.
        case heading
        /// Box borders and the line between the list and the detail.
        case border
        /// The focused pane's title, the spinner: what draws the eye.
        case accent
        /// Errors.
        case error
        /// Warnings: offline, sample data, problems that cost a line.
        case warning
        /// Where a filter matched.
        case match
        /// A scrollbar's track.
        case scrollbar
        /// Temperatures below 0 °C.
        case temperatureFreezing
        /// Temperatures from 0 °C to under 10 °C.
        case temperatureCold
        /// Temperatures from 10 °C to under 20 °C.
        case temperatureMild
        /// Temperatures from 20 °C to under 28 °C.
        case temperatureWarm
        /// Temperatures of 28 °C and more.
        case temperatureHot
        /// A chance of rain under 30 %.
        case rainLow
        /// A chance of rain from 30 % to under 60 %.
        case rainMedium
        /// A chance of rain of 60 % and more.
        case rainHigh

        /// The role's name in a theme file: its table (`[temperature_cold]`).
        public var name: String {
            switch self {
            case .temperatureFreezing: "temperature_freezing"
            case .temperatureCold: "temperature_cold"
            case .temperatureMild: "temperature_mild"
            case .temperatureWarm: "temperature_warm"
            case .temperatureHot: "temperature_hot"
            case .rainLow: "rain_low"
            case .rainMedium: "rain_medium"
            case .rainHigh: "rain_high"
            default: "\(self)"
            }
        }

        /// The role named `name` in a theme file.
        public init?(name: String) {
            guard let role = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = role
        }

        /// The role of a temperature of `celsius` on the cold-to-hot scale.
        public static func temperature(celsius: Double) -> Role {
            switch celsius {
            case ..<0: .temperatureFreezing
            case ..<10: .temperatureCold
            case ..<20: .temperatureMild
            case ..<28: .temperatureWarm
            default: .temperatureHot
            }
        }

        /// The role of a chance of rain of `probability` (0…1).
        public static func rain(probability: Double) -> Role {
            switch probability {
            case ..<0.3: .rainLow
            case ..<0.6: .rainMedium
            default: .rainHigh
            }
        }

        /// Whether the role is text a person reads (a border or a scrollbar's track is not), so
        /// its contrast counts (WCAG AA).
        public var isText: Bool { self != .border && self != .scrollbar }
    }

    /// A role's look as the person sees it: its colours and attributes.
    public struct Look: Hashable, Sendable {
        /// The text colour seen; `.default` is the theme's text colour.
        public var foreground: Color
        /// The background seen; `.default` is the theme's background.
        public var background: Color
        /// Bold, dim, reverse, underline, italic.
        public var attributes: Style.Attributes

        /// A look; by default the text's colours and no attributes.
        public init(_ foreground: Color = .default, _ background: Color = .default, _ attributes: Style.Attributes = [])
        {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }

        /// The style that shows this look: with `reverse`, the colours are given swapped, so the
        /// terminal's reverse shows them the right way round — and reverse alone still marks the
        /// role where there is no colour.
        public var style: Style {
            attributes.contains(.reverse)
                ? Style(foreground: background, background: foreground, attributes: attributes)
                : Style(foreground: foreground, background: background, attributes: attributes)
        }
    }

    /// The theme's name (`default`, `light`, a user theme's file name).
    public var name: String
    /// Each role's look, by `Role.rawValue`.
    public private(set) var looks: [Look]
    /// Each role's style, by `Role.rawValue`.
    private var styles: [Style]

    /// A theme called `name` with `looks` (roles left out look like `text`, plain by default).
    public init(name: String, looks: [Role: Look]) {
        self.name = name
        self.looks = Role.allCases.map { looks[$0] ?? looks[.text] ?? Look() }
        self.styles = self.looks.map(\.style)
    }

    /// The look of `role`.
    public func look(_ role: Role) -> Look { looks[role.rawValue] }

    /// The style a widget draws `role` with.
    public subscript(role: Role) -> Style { styles[role.rawValue] }

    /// Sets the look of `role`.
    public mutating func setLook(_ look: Look, for role: Role) {
        looks[role.rawValue] = look
        styles[role.rawValue] = look.style
    }

    /// The colours every style drawn into a frame starts from: the text's (no attributes).
    public var base: Style { Style(foreground: look(.text).foreground, background: look(.text).background) }

    /// The foreground and background `role` shows, its `.default`s replaced by the text's.
    public func shownColors(of role: Role) -> (foreground: Color, background: Color) {
        let text = look(.text)
        let shown = look(role)
        return (
            shown.foreground == .default ? text.foreground : shown.foreground,
            shown.background == .default ? text.background : shown.background
        )
    }
}
