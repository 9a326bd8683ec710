import Foundation
import Testing

/// Issue 26, item 6: the man page `make release` generates has its sections in the order man pages
/// use, a CONFIGURATION section with every config key and its default, and names no file of the
/// repository (the help and completions: `TernHelpTests`).
@Suite struct ManualPageEndToEndTests {
    @Test func theSectionsComeInOrder() throws {
        let sections = ManualPageFile.sections(of: try ManualPageFile.generate())
        #expect(
            sections == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "CONFIGURATION", "ENVIRONMENT",
                "FILES",
                "EXIT STATUS", "EXAMPLES", "SEE ALSO",
            ])
    }

    @Test func configurationListsEveryKeyWithItsDefault() throws {
        let page = try ManualPageFile.generate()
        let section = try #require(
            page.components(separatedBy: ".SH CONFIGURATION\n").last?.components(separatedBy: ".SH ").first)
        let keys = section.components(separatedBy: ".TP\n").dropFirst().map {
            ManualPageFile.plain(String($0.prefix { $0 != "\n" }))
        }
        #expect(
            keys == [
                "units", "default_city", "log_file", "log_level", "sample_users", "timeout", "mouse", "animation",
                "theme",
                "users.provider", "weather.provider", "dummyapi.app_id", "dummyapi.url", "openweathermap.api_key",
                "openweathermap.url", "open_meteo.url", "open_meteo.geocoding_url", "tmdb_api_key",
            ])
        #expect(section.components(separatedBy: ".TP\n").dropFirst().allSatisfy { $0.contains("Default: ") })
        #expect(ManualPageFile.plain(section).contains("Metric or imperial. Default: metric."))
    }

    @Test func thePageNamesNoRepositoryFile() throws {
        let page = try ManualPageFile.generate()
        #expect(!page.contains("docs/") && !page.contains(".md"))
    }
}
