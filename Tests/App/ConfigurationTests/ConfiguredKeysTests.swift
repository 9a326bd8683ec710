import TerminalCore
import Testing

@testable import Configuration

/// The config file's `[keys]` lines, as `ConfigFileSettings.parse` reads them into `ConfiguredKeys`.
@Suite struct ConfiguredKeysTests {
    /// `[keys]` lines are read with their section and line; a bad key name or a value of the wrong
    /// kind costs its line, named in the warning.
    @Test func keysLinesAreReadAndABadOneCostsItsLine() {
        let (settings, warnings) = ConfigFileSettings.parse(
            """
            [keys]
            down = ["n", "Down", "Ctrl-N"]
            up = ["Upp"]
            quit = "x"
            [keys.users]
            copy_email = 3
            open = []
            """, file: "config.toml")
        #expect(
            settings.keys == [
                ConfiguredKeys(section: nil, action: "down", keys: [.character("n"), .down, .control("n")], line: 2),
                ConfiguredKeys(section: nil, action: "quit", keys: [.character("x")], line: 4),
                ConfiguredKeys(section: "users", action: "open", keys: [], line: 7),
            ])
        #expect(
            warnings.map(\.description) == [
                "config.toml:3: keys.up: unknown key name \"Upp\"; line ignored",
                "config.toml:6: keys.users.copy_email must be a key name or a list of them, like [\"n\", \"Down\"]; line ignored",
            ])
    }
}
