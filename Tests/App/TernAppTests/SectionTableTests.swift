import FeatureKit
import Testing

@testable import TernApp

/// The table `tern <section> --print` writes: aligned by display width, numbers right, and every
/// cell sanitized, so a server's escape sequences never reach the terminal.
@Suite struct SectionTableTests {
    private static let report = SectionReport(
        source: "test", isCached: false, total: 2, key: "movies", columns: ["Title", "Year"],
        rows: [["Evil\u{1B}]52;c;aGk=\u{07}", "1999"], ["千と千尋", "2001"]], rightAligned: ["Year"], items: [])

    private func render(colored: Bool) -> String {
        SectionTable(colored: colored).render(
            columns: Self.report.columns, rows: Self.report.rows, rightAligned: Self.report.rightAligned)
    }

    @Test func alignsByDisplayWidthAndSanitizesEveryCell() {
        let text = render(colored: false)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("Year") && lines[1].hasSuffix("1999") && lines[2].hasSuffix("2001"))
        #expect(lines[2].hasPrefix("千と千尋 "))
    }

    @Test func theHeaderIsBoldOnlyWhenColored() {
        #expect(render(colored: true).hasPrefix("\u{1B}[1mTitle"))
        #expect(render(colored: false).hasPrefix("Title"))
    }

    @Test func theMoviesCommandParsesItsFlagsIntoTheReportAndTheOverrides() throws {
        let command = try TernCommand.parseAsRoot(["movies", "--json", "--limit", "3", "--movies-provider", "tmdb"])
        let report = (command as? any ReportCommand)?.report
        #expect(report == Report(.section(name: "movies", limit: 3), format: .json))
        #expect((command as? any LaunchCommand)?.overrides.sectionProviders["movies"] == "tmdb")
        #expect(throws: (any Error).self) { try TernCommand.parseAsRoot(["movies", "--limit", "3"]) }
        #expect(throws: (any Error).self) { try TernCommand.parseAsRoot(["movies", "--tmdb-url", "ftp://x"]) }
    }
}
