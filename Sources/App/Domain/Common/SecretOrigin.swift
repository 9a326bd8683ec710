/// Where a secret (an API key, an app id) was set, so a message about a key the provider refused
/// can say which setting to correct. Holds a name and a place, never the secret.
public enum SecretOrigin: Sendable, Equatable, Hashable {
    /// An environment variable: `OPENWEATHER_API_KEY`.
    case environment(variable: String)
    /// A line of the config file: its path and 1-based line.
    case configFile(path: String, line: Int)
}
