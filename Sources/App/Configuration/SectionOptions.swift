import FoundationEssentials

/// What a section a feature contributes reads from the configuration, declared by the feature
/// (decision 2010): its providers (`--movies-provider sample|tmdb`, the first the default), the
/// base URL of its live provider (`--tmdb-url`, `TERN_TMDB_URL`) and its secret (`TMDB_API_KEY`,
/// config key `tmdb_api_key`). `AppConfiguration.resolve` turns it into `SectionSettings`, with
/// the same precedence and checks as the built-in sections' settings.
public struct SectionOptions: Sendable, Equatable {
    /// The section's name: its subcommand (`tern movies`), its flags' prefix, the name remembered.
    public var name: String
    /// The providers `--<name>-provider` accepts; the first is the default.
    public var providers: [String]
    /// The base URL's flag without dashes: "tmdb-url".
    public var urlFlag: String
    /// The environment variable that sets the base URL: "TERN_TMDB_URL".
    public var urlEnvironment: String
    /// The live provider's own origin, used when nothing sets another.
    public var defaultURL: URL
    /// The environment variable that holds the secret: "TMDB_API_KEY".
    public var secretEnvironment: String
    /// The config file's key for the secret: "tmdb_api_key".
    public var secretKey: String

    /// Options with every field given; see the properties.
    public init(
        name: String, providers: [String], urlFlag: String, urlEnvironment: String, defaultURL: URL,
        secretEnvironment: String, secretKey: String
    ) {
        (self.name, self.providers, self.urlFlag, self.urlEnvironment) = (name, providers, urlFlag, urlEnvironment)
        (self.defaultURL, self.secretEnvironment, self.secretKey) = (defaultURL, secretEnvironment, secretKey)
    }
}
