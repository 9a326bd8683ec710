import Testing

@testable import TerminalCore

@Suite struct ThemeTests {
    @Test func aReversedLookIsDrawnWithItsColoursSwappedSoReverseShowsThemAsGiven() {
        let look = Theme.Look(.white, .blue, .reverse)
        #expect(look.style == Style(foreground: .blue, background: .white, attributes: .reverse))
        #expect(Theme.Look(.red, .black, .bold).style == Style(foreground: .red, background: .black, attributes: .bold))
    }

    @Test func everyRoleIsNamedAsItsThemeFileTableAndBack() {
        for role in Theme.Role.allCases { #expect(Theme.Role(name: role.name) == role) }
        #expect(Theme.Role.temperatureHot.name == "temperature_hot")
        #expect(Theme.Role(name: "nonsense") == nil)
    }

    @Test func temperaturesAndRainFindTheirPlaceOnTheScale() {
        #expect(Theme.Role.temperature(celsius: -0.1) == .temperatureFreezing)
        #expect(Theme.Role.temperature(celsius: 0) == .temperatureCold)
        #expect(Theme.Role.temperature(celsius: 19.9) == .temperatureMild)
        #expect(Theme.Role.temperature(celsius: 20) == .temperatureWarm)
        #expect(Theme.Role.temperature(celsius: 35) == .temperatureHot)
        #expect(Theme.Role.rain(probability: 0.29) == .rainLow)
        #expect(Theme.Role.rain(probability: 0.3) == .rainMedium)
        #expect(Theme.Role.rain(probability: 0.6) == .rainHigh)
    }

    /// WCAG 2.1 AA: every text role of `high-contrast` at least 4.5:1 on the background it shows
    /// on, computed from the theme's colours with WCAG's relative-luminance formula.
    @Test func highContrastMeetsWCAGAAForEveryTextRole() throws {
        let theme = Theme.highContrast
        for role in Theme.Role.allCases where role.isText {
            let (foreground, background) = theme.shownColors(of: role)
            let ratio = try #require(
                Color.contrastRatio(foreground, background), "\(role.name) has no colour of its own")
            #expect(ratio >= 4.5, "\(role.name): \(ratio):1")
            #expect(!theme.look(role).attributes.contains(.dim), "\(role.name) is dim")
        }
    }

    @Test func monoHasNoColourAndNoDim() {
        for role in Theme.Role.allCases {
            let look = Theme.mono.look(role)
            #expect(look.foreground == .default && look.background == .default, "\(role.name)")
            #expect(!look.attributes.contains(.dim), "\(role.name)")
        }
    }

    /// Every signal colour carries is there without colour too: the selection and the title are
    /// reverse, errors and warnings bold, in every built-in theme.
    @Test func everyColourSignalHasAnAttributeInEveryBuiltInTheme() {
        for theme in Theme.builtIn {
            #expect(theme.look(.selection).attributes.contains(.reverse), "\(theme.name)")
            #expect(theme.look(.current).attributes.contains(.bold), "\(theme.name)")
            #expect(theme.look(.error).attributes.contains(.bold), "\(theme.name)")
        }
    }

    @Test func dataIsNeverDimInTheBuiltInThemes() {
        for theme in Theme.builtIn {
            for role in [Theme.Role.text, .column] + Theme.Role.allCases.filter({ $0.name.hasPrefix("temperature") }) {
                #expect(!theme.look(role).attributes.contains(.dim), "\(theme.name) \(role.name)")
            }
        }
    }

    @Test func theBuiltInThemesAreFoundByName() {
        #expect(Theme.builtIn.map(\.name) == ["default", "light", "high-contrast", "mono"])
        #expect(Theme.builtIn(named: "light") == .light)
        #expect(Theme.builtIn(named: "solarized") == nil)
    }
}
