import Configuration
import Foundation
import TerminalCore
import Testing
import Widgets

@testable import TernApp

/// `KeyTable`: tern's keys as one table — the `[keys]` lines checked and turned into each section's
/// remap, `tern keys`' text, and docs/KEYS.md's tables.
@Suite struct KeyTableTests {
    private func line(_ section: String?, _ action: String, _ keys: [Key], _ number: Int) -> ConfiguredKeys {
        ConfiguredKeys(section: section, action: action, keys: keys, line: number)
    }

    @Test func everyActionHasOneNameAndTheListMovesAreTheDocumentedOnes() {
        let actions = Set(KeyTable.commonGroups.flatMap { $0.bindings.flatMap(\.actions) })
        for move in ["up", "down", "page_up", "page_down", "half_page_up", "half_page_down", "home", "end"] {
            #expect(actions.contains(move), "\(move)")
        }
        for action in actions {
            #expect(action.allSatisfy { $0.isLowercase || $0 == "_" }, "\(action) is snake_case")
        }
    }

    /// `[keys]` applies in every section; `[keys.users]` in Users only, over it.
    @Test func aSectionsTableIsOverTheAppsInThatSectionOnly() {
        let table = KeyTable(configured: [
            line(nil, "down", [.character("n")], 2), line("users", "copy_email", [.character("e")], 4),
            line("users", "down", [.character("J")], 5),
        ])
        #expect(table.warnings.isEmpty)
        #expect(table.remap(forSection: "weather") == KeyRemap(["down": [.character("n")]]))
        #expect(
            table.remap(forSection: "users")
                == KeyRemap(["down": [.character("J")], "copy_email": [.character("e")]]))
    }

    /// An unknown action, a section's action in `[keys]`, an unknown section and a key another line of
    /// the same table bound each cost their line, with a warning naming file and line.
    @Test func aBadLineCostsItsLineWithAWarningNamingIt() {
        let table = KeyTable(
            configured: [
                line(nil, "down", [.character("n")], 2), line(nil, "dwn", [.character("x")], 3),
                line(nil, "units", [.character("U")], 4), line("films", "open", [.character("o")], 5),
                line(nil, "up", [.character("p"), .character("n")], 6),
                line("users", "open", [.character("n")], 8),
            ], file: "config.toml")
        #expect(
            table.warnings.map(\.description) == [
                "config.toml:3: keys.dwn: no action is called dwn; line ignored",
                "config.toml:4: keys.units: no action is called units: it is Weather's, under [keys.weather]; line ignored",
                "config.toml:5: [keys.films]: no section is called films (users, weather, movies); line ignored",
                "config.toml:6: keys.up: n is bound to down on line 2; line ignored",
            ])
        #expect(table.remap(forSection: "users") == KeyRemap(["down": [], "open": [.character("n")]]))
    }

    /// `tern keys`: a line per group, then its bindings as keys, action and help in columns; the
    /// bound keys where the defaults were, and the section's changes of shared keys under its name.
    @Test func theTextNamesEveryGroupAndTheBoundKeys() throws {
        let text = KeyTable(configured: [
            line(nil, "down", [.character("n")], 2), line("weather", "up", [.character("p")], 4),
        ]).text
        let lines = text.split(separator: "\n").map(String.init)
        for title in [
            "Everywhere", "Help overlay", "List", "Filter field", "Search field", "Detail", "More-info sheet",
        ] {
            #expect(lines.contains(title), "\(title)")
        }
        let down = try #require(lines.first { $0.contains("Move the selection down") })
        #expect(down.hasPrefix("  n "))
        #expect(down.contains(" down "))
        let weather = try #require(lines.firstIndex(of: "Weather"))
        #expect(lines[weather...].contains { $0.hasPrefix("  p ") && $0.contains("Move the selection up") })
        #expect(!KeyTable().text.contains("  n "))
    }

    /// docs/KEYS.md holds the default table as `tern keys --defaults --markdown` prints it
    /// (scripts/generate-keys-doc writes it there): this fails when a key table changed and the
    /// document was not generated again.
    @Test func docsKeysHoldsTheGeneratedDefaultTable() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../docs/KEYS.md"
        ).standardized.path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(document.range(of: KeyTable.markdownStart + "\n"))
        let end = try #require(document.range(of: "\n" + KeyTable.markdownEnd))
        #expect(
            String(document[start.upperBound..<end.lowerBound]) + "\n" == KeyTable().markdown,
            "docs/KEYS.md differs from the key tables: run scripts/generate-keys-doc")
    }
}
