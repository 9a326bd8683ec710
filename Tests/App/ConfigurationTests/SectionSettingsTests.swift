import Configuration
import Foundation
import Testing

/// A contributed section's settings (decision 2010): its secret from the environment or the config
/// file, its base URL from the flag, the environment or its own origin, its provider from the flag,
/// and the secret never in the description that is logged.
@Suite struct SectionSettingsTests {
    private static let options = SectionOptions(
        name: "movies", providers: ["sample", "tmdb"], urlFlag: "tmdb-url", urlEnvironment: "TERN_TMDB_URL",
        defaultURL: URL(string: "https://api.themoviedb.org")!, secretEnvironment: "TMDB_API_KEY",
        secretKey: "tmdb_api_key")

    private func config(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tern-\(UUID().uuidString).toml")
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return file
    }

    @Test func theDefaultsAreTheFirstProviderAndItsOwnOrigin() {
        let (configuration, warnings) = AppConfiguration.resolve(
            environment: [:], configFile: URL(fileURLWithPath: "/nonexistent"), sections: [Self.options])
        #expect(warnings.isEmpty)
        #expect(configuration.sections["movies"] == SectionSettings(defaultsOf: Self.options))
        #expect(configuration.sections["movies"]?.provider == "sample")
    }

    @Test func theKeyComesFromTheFileOrTheEnvironmentAndIsNeverDescribed() throws {
        let file = try config("tmdb_api_key = \"file-key-123\"\n")
        let (fromFile, warnings) = AppConfiguration.resolve(
            environment: [:], configFile: file, sections: [Self.options])
        #expect(warnings.isEmpty, "the section's key is a known key")
        #expect(fromFile.sections["movies"]?.secret == "file-key-123")
        #expect(!fromFile.redactedDescription.contains("file-key-123"))
        #expect(
            fromFile.redactedDescription.contains("movies: provider sample, url https://api.themoviedb.org, key ***"))
        let (fromEnvironment, _) = AppConfiguration.resolve(
            environment: ["TMDB_API_KEY": "env-key"], configFile: file, sections: [Self.options])
        #expect(fromEnvironment.sections["movies"]?.secret == "env-key")
    }

    @Test func theURLFlagWinsAndAMalformedEnvironmentURLChoosesTheFirstProvider() {
        var overrides = CommandLineOverrides()
        overrides.sectionProviders["movies"] = "tmdb"
        overrides.sectionURLs["movies"] = URL(string: "http://127.0.0.1:9")
        let missing = URL(fileURLWithPath: "/nonexistent")
        let environment = ["TERN_TMDB_URL": "ftp://elsewhere"]
        let (flagged, _) = AppConfiguration.resolve(
            overrides: overrides, environment: environment, configFile: missing, sections: [Self.options])
        #expect(flagged.sections["movies"]?.baseURL.absoluteString == "http://127.0.0.1:9")
        #expect(flagged.sections["movies"]?.provider == "tmdb")
        overrides.sectionURLs = [:]
        let (malformed, warnings) = AppConfiguration.resolve(
            overrides: overrides, environment: environment, configFile: missing, sections: [Self.options])
        #expect(malformed.sections["movies"]?.provider == "sample")
        #expect(warnings.map(\.description).contains { $0.contains("TERN_TMDB_URL") })
    }
}
