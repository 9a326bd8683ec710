import Foundation
import Glibc
import TerminalCore
import Testing

@testable import Configuration

/// User themes: `$XDG_CONFIG_HOME/tern/themes/NAME.toml`, one table per role, colours by name,
/// palette index or #rrggbb, `inherits`, and a bad line costing only itself (decision 2223).
@Suite struct ThemeFilesTests {
    private let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("tern-themes-\(UUID().uuidString)", isDirectory: true)
    private var environment: [String: String] { ["XDG_CONFIG_HOME": home.path, "HOME": home.path] }
    private var folder: URL { home.appendingPathComponent("tern/themes", isDirectory: true) }

    private func write(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).toml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func parse(_ text: String) -> (Theme, [ConfigurationWarning]) {
        var warnings: [ConfigurationWarning] = []
        let theme = ThemeFiles.parse(text, named: "mine", file: "mine.toml", warnings: &warnings) {
            name, _ in Theme.builtIn(named: name)
        }
        return (theme, warnings)
    }

    @Test func coloursByNameIndexAndHexWithAttributes() {
        let (theme, warnings) = parse(
            """
            [selection]
            bg = "#ff0000"
            fg = "bright_white"
            bold = true
            [error]
            fg = 196
            [title]
            reverse = false
            fg = "default"
            """)
        #expect(warnings.isEmpty)
        #expect(theme.name == "mine")
        #expect(theme.look(.selection) == Theme.Look(.brightWhite, .rgb(255, 0, 0), [.reverse, .bold]))
        #expect(
            theme[.selection]
                == Style(foreground: .rgb(255, 0, 0), background: .brightWhite, attributes: [.reverse, .bold]))
        #expect(theme.look(.error) == Theme.Look(.indexed(196), .default, .bold), "bold kept from default")
        #expect(theme.look(.title) == Theme.Look())
        #expect(theme.look(.label) == Theme.default.look(.label), "a role not in the file is the base theme's")
    }

    @Test func aThemeInheritsFromTheThemeItNames() {
        let (theme, warnings) = parse(
            """
            inherits = "high-contrast"
            [accent]
            fg = "#00ff00"
            """)
        #expect(warnings.isEmpty)
        #expect(theme.look(.text) == Theme.highContrast.look(.text))
        #expect(theme.look(.accent).foreground == .rgb(0, 255, 0))
        #expect(theme.look(.accent).attributes == Theme.highContrast.look(.accent).attributes)
    }

    /// Each bad line is one warning naming its line, and costs only that line (decision 1101).
    @Test func aBadLineCostsOnlyItselfWithAWarningNamingItsLine() {
        let (theme, warnings) = parse(
            """
            [selection]
            bg = "#ff00"
            fg = "blue"
            [sparkles]
            fg = "red"
            [error]
            fg = 300
            blink = true
            bold = "yes"
            underline = true
            this is not toml
            """)
        #expect(warnings.map(\.line) == [2, 5, 7, 8, 9, 11])
        #expect(warnings.allSatisfy { $0.file == "mine.toml" && $0.description.hasSuffix("line ignored") })
        #expect(warnings[1].message.hasPrefix("unknown role [sparkles]"))
        #expect(theme.look(.selection).foreground == .blue, "the good line beside the bad one applies")
        #expect(theme.look(.selection).background == Theme.default.look(.selection).background)
        #expect(theme.look(.error).attributes == [.bold, .underline])
    }

    @Test func anUnknownBaseStartsFromDefaultWithAWarning() {
        let (theme, warnings) = parse("inherits = \"solarized\"\n[title]\nbold = true\n")
        #expect(warnings.map(\.line) == [1])
        #expect(theme.look(.text) == Theme.default.look(.text))
        #expect(theme.look(.title).attributes == [.reverse, .bold])
    }

    @Test func aThemeFileIsFoundByNameAndInheritsAnotherFile() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try write("base", "inherits = \"light\"\n[error]\nfg = \"#123456\"\n")
        _ = try write("mine", "inherits = \"base\"\n[warning]\nfg = 2\n")
        let (theme, warnings) = ThemeFiles.load(named: "mine", usesColor: true, environment: environment)
        #expect(warnings.isEmpty)
        #expect(theme.name == "mine")
        #expect(theme.look(.error).foreground == .rgb(0x12, 0x34, 0x56))
        #expect(theme.look(.warning).foreground == .indexed(2))
        #expect(theme.look(.selection) == Theme.light.look(.selection))
        #expect(ThemeFiles.userThemeNames(environment: environment) == ["base", "mine"])
    }

    @Test func aCycleOfInheritanceEndsWithAWarning() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try write("a", "inherits = \"b\"\n")
        _ = try write("b", "inherits = \"a\"\n")
        let (_, warnings) = ThemeFiles.load(named: "a", usesColor: true, environment: environment)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("inherits through more than") == true)
    }

    /// A file that inherits the built-in theme of its own name starts from it, not from itself.
    @Test func aFileNamedLikeABuiltInThemeMayInheritIt() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try write("light", "inherits = \"light\"\n[error]\nfg = \"red\"\n")
        let (theme, warnings) = ThemeFiles.load(named: "light", usesColor: true, environment: environment)
        #expect(warnings.isEmpty)
        #expect(theme.look(.text) == Theme.light.look(.text))
        #expect(theme.look(.error).foreground == .red)
    }

    @Test func noThemeAskedIsDefaultOrMonoWithoutColour() {
        #expect(ThemeFiles.load(named: nil, usesColor: true, environment: environment).theme == .default)
        #expect(ThemeFiles.load(named: nil, usesColor: false, environment: environment).theme == .mono)
        let (light, warnings) = ThemeFiles.load(named: "light", usesColor: false, environment: environment)
        #expect(light == .light && warnings.isEmpty, "a theme asked for is used; the terminal drops its colours")
    }

    @Test func anUnknownThemeIsTheDefaultWithAWarningNamingWhereItWasLookedFor() {
        let (theme, warnings) = ThemeFiles.load(named: "solarized", usesColor: true, environment: environment)
        #expect(theme == .default)
        #expect(warnings.count == 1)
        #expect(warnings[0].message.contains("tern/themes/solarized.toml"))
    }

    /// Theme files are read as the config file is (decision 2031): a link to nothing is refused
    /// with one warning, and so is a file over the size cap.
    @Test func aThemeFileThatIsALinkToNothingOrTooLargeIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(
            symlink(folder.appendingPathComponent("gone").path, folder.appendingPathComponent("dangling.toml").path)
                == 0)
        let (theme, warnings) = ThemeFiles.load(named: "dangling", usesColor: true, environment: environment)
        #expect(theme == .default)
        #expect(warnings.count == 1 && warnings[0].message.contains("symbolic link to a file that does not exist"))
        _ = try write("huge", String(repeating: "# padding\n", count: ConfigFileReader.maximumBytes / 10 + 1))
        let (_, hugeWarnings) = ThemeFiles.load(named: "huge", usesColor: true, environment: environment)
        #expect(hugeWarnings.count == 1 && hugeWarnings[0].message.contains("larger than"))
    }

    @Test func aThemeNameIsNeverAPath() {
        #expect(ThemeFiles.isThemeName("high-contrast"))
        #expect(ThemeFiles.isThemeName("my_theme2"))
        #expect(!ThemeFiles.isThemeName("../config"))
        #expect(!ThemeFiles.isThemeName("a/b"))
        #expect(!ThemeFiles.isThemeName(""))
    }
}
