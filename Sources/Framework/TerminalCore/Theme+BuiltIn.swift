extension Theme {
    /// The built-in themes, in the order `tern themes` lists them.
    public static let builtIn: [Theme] = [.default, .light, .highContrast, .mono]

    /// The built-in theme called `name`.
    public static func builtIn(named name: String) -> Theme? {
        builtIn.first { $0.name == name }
    }

    /// For a dark background, in the terminal's own text colours: colour adds meaning (the
    /// temperature scale, errors red, warnings yellow), attributes carry it without colour.
    public static let `default` = Theme(
        name: "default",
        looks: [
            .text: Look(),
            .title: Look(.default, .default, .reverse),
            .current: Look(.black, .rgb(0x5f, 0xd7, 0xff), [.reverse, .bold]),
            .status: Look(),
            .key: Look(.cyan, .default, .bold),
            .selection: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x5f, 0x87), .reverse),
            .secondary: Look(.default, .default, .dim),
            .column: Look(),
            .label: Look(.cyan),
            .heading: Look(.default, .default, [.bold, .underline]),
            .border: Look(.brightBlack),
            .accent: Look(.rgb(0xff, 0xd7, 0x5f), .default, .bold),
            .error: Look(.rgb(0xff, 0x5f, 0x5f), .default, .bold),
            .warning: Look(.rgb(0xff, 0xd7, 0x00)),
            .match: Look(.rgb(0xff, 0xd7, 0x00), .default, [.bold, .underline]),
            .scrollbar: Look(.brightBlack),
            .temperatureFreezing: Look(.rgb(0x87, 0x87, 0xff)),
            .temperatureCold: Look(.rgb(0x5f, 0xd7, 0xff)),
            .temperatureMild: Look(.rgb(0x87, 0xd7, 0x87)),
            .temperatureWarm: Look(.rgb(0xff, 0xd7, 0x5f)),
            .temperatureHot: Look(.rgb(0xff, 0x87, 0x5f)),
            .rainLow: Look(.rgb(0x87, 0xaf, 0xaf)),
            .rainMedium: Look(.rgb(0x5f, 0xaf, 0xff)),
            .rainHigh: Look(.rgb(0x00, 0x87, 0xff), .default, .bold),
        ])

    /// For a light background: the same roles in darker colours; no dim.
    public static let light = Theme(
        name: "light",
        looks: [
            .text: Look(),
            .title: Look(.default, .default, .reverse),
            .current: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x5f, 0xaf), [.reverse, .bold]),
            .status: Look(),
            .key: Look(.rgb(0x00, 0x5f, 0x87), .default, .bold),
            .selection: Look(.rgb(0x00, 0x00, 0x00), .rgb(0xaf, 0xd7, 0xff), .reverse),
            .secondary: Look(.rgb(0x6c, 0x6c, 0x6c)),
            .column: Look(),
            .label: Look(.rgb(0x00, 0x5f, 0x87)),
            .heading: Look(.default, .default, [.bold, .underline]),
            .border: Look(.rgb(0x8a, 0x8a, 0x8a)),
            .accent: Look(.rgb(0xaf, 0x5f, 0x00), .default, .bold),
            .error: Look(.rgb(0xaf, 0x00, 0x00), .default, .bold),
            .warning: Look(.rgb(0x87, 0x5f, 0x00), .default, .bold),
            .match: Look(.rgb(0xaf, 0x00, 0xaf), .default, [.bold, .underline]),
            .scrollbar: Look(.rgb(0x8a, 0x8a, 0x8a)),
            .temperatureFreezing: Look(.rgb(0x5f, 0x00, 0xd7)),
            .temperatureCold: Look(.rgb(0x00, 0x5f, 0xaf)),
            .temperatureMild: Look(.rgb(0x00, 0x87, 0x00)),
            .temperatureWarm: Look(.rgb(0xaf, 0x5f, 0x00)),
            .temperatureHot: Look(.rgb(0xd7, 0x00, 0x00)),
            .rainLow: Look(.rgb(0x5f, 0x87, 0x87)),
            .rainMedium: Look(.rgb(0x00, 0x5f, 0xd7)),
            .rainHigh: Look(.rgb(0x00, 0x00, 0xaf), .default, .bold),
        ])

    /// White on black with every text role at a contrast of at least 4.5:1 (WCAG AA; a test
    /// computes each), no dim.
    public static let highContrast = Theme(
        name: "high-contrast",
        looks: [
            .text: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .title: Look(.rgb(0x00, 0x00, 0x00), .rgb(0xff, 0xff, 0xff), .reverse),
            .current: Look(.rgb(0x00, 0x00, 0x00), .rgb(0xff, 0xff, 0x00), [.reverse, .bold]),
            .status: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .key: Look(.rgb(0xff, 0xff, 0x00), .rgb(0x00, 0x00, 0x00), .bold),
            .selection: Look(.rgb(0x00, 0x00, 0x00), .rgb(0x00, 0xff, 0xff), [.reverse, .bold]),
            .secondary: Look(.rgb(0xd0, 0xd0, 0xd0), .rgb(0x00, 0x00, 0x00)),
            .column: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .label: Look(.rgb(0x00, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .heading: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00), [.bold, .underline]),
            .border: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .accent: Look(.rgb(0xff, 0xff, 0x00), .rgb(0x00, 0x00, 0x00), .bold),
            .error: Look(.rgb(0xff, 0x87, 0x87), .rgb(0x00, 0x00, 0x00), .bold),
            .warning: Look(.rgb(0xff, 0xff, 0x00), .rgb(0x00, 0x00, 0x00), .bold),
            .match: Look(.rgb(0xff, 0x87, 0xff), .rgb(0x00, 0x00, 0x00), [.bold, .underline]),
            .scrollbar: Look(.rgb(0xff, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .temperatureFreezing: Look(.rgb(0xaf, 0xaf, 0xff), .rgb(0x00, 0x00, 0x00)),
            .temperatureCold: Look(.rgb(0x87, 0xff, 0xff), .rgb(0x00, 0x00, 0x00)),
            .temperatureMild: Look(.rgb(0xaf, 0xff, 0x87), .rgb(0x00, 0x00, 0x00)),
            .temperatureWarm: Look(.rgb(0xff, 0xd7, 0x5f), .rgb(0x00, 0x00, 0x00)),
            .temperatureHot: Look(.rgb(0xff, 0x87, 0x87), .rgb(0x00, 0x00, 0x00)),
            .rainLow: Look(.rgb(0xd0, 0xd0, 0xd0), .rgb(0x00, 0x00, 0x00)),
            .rainMedium: Look(.rgb(0x87, 0xd7, 0xff), .rgb(0x00, 0x00, 0x00)),
            .rainHigh: Look(.rgb(0xaf, 0xaf, 0xff), .rgb(0x00, 0x00, 0x00), .bold),
        ])

    /// No colour at all, bold and reverse only (and underline for a filter's matches): what
    /// `NO_COLOR` shows when no theme is asked for.
    public static let mono = Theme(
        name: "mono",
        looks: [
            .text: Look(),
            .title: Look(.default, .default, .reverse),
            .current: Look(.default, .default, [.reverse, .bold]),
            .key: Look(.default, .default, .bold),
            .selection: Look(.default, .default, .reverse),
            .heading: Look(.default, .default, .bold),
            .accent: Look(.default, .default, .bold),
            .error: Look(.default, .default, .bold),
            .warning: Look(.default, .default, .bold),
            .match: Look(.default, .default, [.bold, .underline]),
        ])
}
